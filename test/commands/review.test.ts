/**
 * `command: review` in process (src/commands/review.ts) on the simulator and the fake GitHub: what asks for a review
 * and what does not, the review posted (inline, outside, listed), the 422 fall-back, a re-run, the check, the next push
 * (range, open and declined findings, threads resolved), the rules at the base, `fix` on a thread, and a failure of
 * GitHub's GraphQL API.
 */
import { describe, expect, it } from 'vitest';
import {
  reviewCommand,
  takesEnded,
  type ReviewOptions,
  type ReviewReport,
} from '../../src/commands/review.ts';
import type { RunItem } from '../../src/client/index.ts';
import type { ReviewPort } from '../../src/flow/host.ts';
import { originOf } from '../../src/flow/origin.ts';
import { DEFAULT_REVIEW_INSTRUCTIONS, fingerprint } from '../../src/flow/review.ts';
import type { Step } from '../../src/flow/step.ts';
import type { ReviewCommandInputs, ReviewInputs } from '../../src/inputs.ts';
import { decodeMarker, encodeMarker, type MarkerState } from '../../src/render/marker.ts';
import { API_KEY, MARKER_KEY, until } from '../e2e/setup.ts';
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

  // Where review meets a result it could not read (its result.json not downloaded past the retries, no block in the
  // final message): the result is unknown, not missing, so nothing is repaired, and no review is made of it.
  it('a result.json not downloaded: no review, no repair, the check says so, the step fails (service); a re-run reads it', async () => {
    seed();
    world.sim.script.run(ended(result([finding({})])));
    world.sim.faults.inject({
      operation: 'downloadArtifact',
      times: 3,
      fault: { status: 503, body: { error: 'busy' } },
    });
    const s = event();
    const err = (await review(s).catch((e: unknown) => e)) as Error & { outcome?: string };
    const [run] = [...world.sim.sim.runs.keys()];
    const why =
      'downloadArtifact failed (HTTP 503): busy. The service had an internal problem; try again later';
    const message = `run ${run}: its result could not be read: its new result.json could not be downloaded (${why}), and no result could be read from its final message in its place; nothing was validated, and no repair was asked. Its session shows the file`;
    expect([err.message, err.outcome]).toEqual([message, 'service']);
    expect(reviews()).toEqual([]);
    expect(world.sim.requests.filter((r) => r.operation === 'createFollowup')).toEqual([]);
    expect(world.gh.state.checkRuns.map((c) => [c.conclusion, c.output.title, c.output.summary])).toEqual([
      ['failure', 'The review did not finish', `The review of ec26c3e did not finish: ${message}`],
    ]);
    expect(s.host.outputs).toMatchObject({ 'run-id': run, result: '', 'result-file': '' });
    expect(s.host.outputs['review-url']).toBeUndefined();
    expect(s.host.summaries.at(-1)).toContain(
      `**Result: not read**\n\nThe run's new \`result.json\` file could not be downloaded (${why}), and no result could be read from its final message in its place: nothing was validated, and no repair was asked. The run's session shows the file.`,
    );
    // A re-run, the service well again: it reads that run's result and posts the review; no second run.
    const again = event();
    await review(again);
    expect(runs()).toHaveLength(1);
    expect(again.host.lines).toContain(
      `run ${run} of this trigger reviewed ec26c3e and ended SUCCEEDED, with no review of it posted: reading its result again instead of starting another run`,
    );
    const [posted] = reviews();
    expect(posted).toMatchObject({ commit_id: HEAD });
    expect(again.host.outputs).toMatchObject({
      'run-id': run,
      'findings-count': '1',
      'review-url': `https://github.com/acme/app/pull/2#pullrequestreview-${posted!.id}`,
    });
    expect(again.host.summaries.at(-1)).toContain(
      "A re-run of the workflow found this review's run ended, its review not posted, and reads its result again (no second run was started).",
    );
    expect(world.gh.state.checkRuns.map((c) => c.conclusion)).toEqual(['failure', 'neutral']);
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

// ---------------------------------------------------------------------------------------------------------------
// More of the command, line by line.

const BASE = '0'.repeat(40);
const HEAD3 = 'c'.repeat(40);
const BOT = 'github-actions[bot]';
const reviewUrl = (id: number) => `https://github.com/acme/app/pull/2#pullrequestreview-${id}`;
const ghRequests = (operationId: string) => world.gh.requests.filter((r) => r.operationId === operationId);
const promptOf = (i = 0) => (JSON.parse(runs()[i]!.body) as { prompt: string }).prompt;
/** How the action's octokit tells of an answer lost on the way (the connection reset after GitHub wrote). */
const LOST = 'other side closed';
const warnings = (s: { host: { lines: string[] } }) => s.host.lines.filter((l) => l.startsWith('warning: '));
const marker = (state: Omit<MarkerState, 'v'>) => encodeMarker({ v: 2, ...state }, MARKER_KEY);

/** A review of pull request #2 on the fake GitHub, as if posted by `user` (not through the API). */
function addReview(user: string, body: string, commit = HEAD): void {
  const state = world.gh.state;
  state.reviews.push({
    id: state.nextId('review'),
    repo: state.repo(),
    pull_number: 2,
    user,
    body,
    state: 'COMMENTED',
    commit_id: commit,
    submitted_at: state.timestamp(),
  });
}

/** Makes the review port `s` gets go through `wrap`, which may replace its methods. */
function wrapPort(s: Step, wrap: (port: ReviewPort) => void): void {
  const repository = s.repository!;
  const reviews = repository.reviews!.bind(repository);
  repository.reviews = async () => {
    const port = await reviews();
    wrap(port);
    return port;
  };
}

/** A reply `body` by `user` on review comment `replyTo` (a thread's root), as its event. */
function replyStep(body: string, replyTo: number, user = 'Codertocat', signal?: AbortSignal) {
  const e = replyEvent(body, replyTo, user);
  return world.step({ eventName: 'pull_request_review_comment', payload: e, ...(signal ? { signal } : {}) });
}

/** A reply `body` by `user` on the review thread `replyTo`, posted now: its event. */
function replyEvent(body: string, replyTo: number, user: string) {
  const reply = world.gh.state.addReviewComment({ pull_number: 2, body, user, in_reply_to_id: replyTo });
  const e = payload('pull_request_review_comment', 'created');
  e.comment.id = reply.id;
  e.comment.body = body;
  e.comment.user.login = user;
  e.comment.user.type = 'User';
  return e;
}

/** A comment `body` by `user` on pull request #2, as its event. */
function commentStep(body: string, user = 'Codertocat') {
  const made = world.gh.state.addComment({ issue_number: 2, body, user });
  const e = payload('issue_comment', 'created');
  e.comment.id = made.id;
  e.issue.number = 2;
  e.issue.pull_request = { url: 'https://api.github.com/repos/acme/app/pulls/2' };
  e.comment.body = body;
  e.comment.user.login = user;
  return world.step({ eventName: 'issue_comment', payload: e });
}

/** The first comment of the thread whose heading is `title`. */
const rootOf = (title: string) =>
  world.gh.state
    .reviewCommentsOf(2)
    .find((c) => c.in_reply_to_id === undefined && c.body.startsWith(`**important**: ${title}\n`))!;

/** Pushes HEAD2 (the same diff) with its compare from HEAD. */
function pushHead2(): void {
  world.gh.state.pushHead(2, HEAD2, [{ filename: 'src/a.ts', patch: PATCH }]);
  world.gh.state.addCompare({ base: HEAD, head: HEAD2, files: [{ filename: 'src/a.ts', patch: PATCH }] });
}

describe('what asks for a review, line by line', () => {
  it('reopened, ready_for_review and pull_request_target ask (a closed pull request is then not reviewed)', async () => {
    world.gh.state.issue(2)!.state = 'closed';
    for (const [eventName, action] of [
      ['pull_request', 'reopened'],
      ['pull_request', 'ready_for_review'],
      ['pull_request_target', 'opened'],
    ] as const) {
      const p = payload('pull_request', 'opened');
      p.action = action;
      const s = await review(world.step({ eventName, payload: p }));
      expect(s.host.lines).toEqual(['not reviewing pull request #2: it is closed']);
    }
  });

  it('an event without an action, a manual event, a pull request without a number: nothing, said so', async () => {
    const p = payload('pull_request', 'opened');
    delete p.action;
    expect((await review(world.step({ payload: p }))).host.lines).toEqual([
      'the pull_request event does not ask for a review: nothing to do',
    ]);
    expect((await review(world.step({ eventName: '', payload: {} }))).host.lines).toEqual([
      'the manual event is not about a pull request: nothing to review',
    ]);
    const bare = event();
    bare.trigger.number = undefined;
    expect((await review(bare)).host.lines).toEqual([
      'the pull_request event is not about a pull request: nothing to review',
    ]);
    expect(world.gh.requests).toEqual([]);
  });

  it('a comment that does not ask for a review: nothing', async () => {
    for (const body of ['thanks!', '@cloud-agent review the docs too']) {
      const s = await review(commentStep(body));
      expect(s.host.lines).toEqual(['the comment does not ask @cloud-agent for a review: nothing to do']);
    }
    expect(world.gh.requests).toEqual([]);
  });

  it('a commenter without allowed-permissions is refused, answered unless reply-to-refused is off', async () => {
    world.gh.state.setPermission('stranger', 'read');
    const s = await review(commentStep('@cloud-agent review', 'stranger'));
    expect(s.host.lines).toEqual([
      'warning: not reviewing: @stranger has read permission; write, maintain, admin is needed',
    ]);
    const answers = () => world.gh.state.commentsOf(2).filter((c) => c.user === BOT);
    expect(answers().map((c) => c.body)).toEqual([
      '@stranger thanks for asking, but only collaborators with write, maintain, admin permission can start the cloud agent on this repository.',
    ]);
    const quiet = inputs();
    quiet.conversation.replyToRefused = false;
    const again = await review(commentStep('@cloud-agent review', 'stranger'), quiet);
    expect(again.host.lines).toEqual([
      'warning: not reviewing: @stranger has read permission; write, maintain, admin is needed',
    ]);
    expect(answers()).toHaveLength(1);
    expect(runs()).toEqual([]);
  });

  it('one changed file, ignored: said in the singular', async () => {
    seed([{ filename: 'yarn.lock', patch: '@@ -1 +1 @@\n-a\n+b' }]);
    expect((await review()).host.lines).toEqual([
      'not reviewing pull request #2: every changed file matches review-ignore (1 file)',
    ]);
  });

  it("no compare of the pull request's base and head: the step fails, saying to re-run", async () => {
    seed();
    world.gh.state.compares.clear();
    await expect(review()).rejects.toThrow(
      "GitHub has no compare of the pull request's base and head (0000000...ec26c3e); re-run the job once GitHub shows the pull request's new head",
    );
    expect(runs()).toEqual([]);
  });
});

/** A run that is claimed (it has a session link) and ends at once with `file` as its result. */
const claimed = (file: unknown) => ({
  timeline: [
    { state: 'INPROGRESS' as const, afterMs: 0 },
    { state: 'SUCCEEDED' as const, afterMs: 0 },
  ],
  result: { file },
});

describe('the review posted, line by line', () => {
  it('two findings: the request (a range with its start), the body with the session, the log, state, check, comment', async () => {
    seed();
    world.sim.script.run(
      claimed(
        result([finding({ title: 'Range', start_line: 10, line: 11 }), finding({ title: 'One', line: 12 })]),
      ),
    );
    const s = await review();
    const [posted] = reviews();
    const url = reviewUrl(posted!.id);
    const runId = s.host.outputs['run-id']!;
    const session = s.host.outputs['session-link']!;
    expect(session).toMatch(/^https:\/\//);
    const [request] = ghRequests('pulls/create-review').map((r) => r.body as Record<string, unknown>);
    expect(request).toEqual({
      commit_id: HEAD,
      event: 'COMMENT',
      body: `### Cloud agent review of \`ec26c3e\`\n\n**Verdict: needs changes** · 2 findings (2 inline, 0 outside the diff, 0 listed)\n\nSums.\n\n<sub>[Session](${session}) · a review by the cloud agent</sub>\n${marker({ key: `review:${HEAD}`, review: { verdict: 'needs-changes', severities: ['important', 'important'] } })}`,
      comments: [
        {
          path: 'src/a.ts',
          line: 11,
          side: 'RIGHT',
          start_line: 10,
          start_side: 'RIGHT',
          body: `**important**: Range\n\nWhy.\n\n<sub>\`${fingerprint('src/a.ts', 'Range')}\` · confidence 50%</sub>\n${marker({ key: `finding:${fingerprint('src/a.ts', 'Range')}`, run: runId })}`,
        },
        {
          path: 'src/a.ts',
          line: 12,
          side: 'RIGHT',
          body: `**important**: One\n\nWhy.\n\n<sub>\`${fingerprint('src/a.ts', 'One')}\` · confidence 50%</sub>\n${marker({ key: `finding:${fingerprint('src/a.ts', 'One')}`, run: runId })}`,
        },
      ],
    });
    expect(s.host.lines).toEqual([
      `started run ${runId} (SUCCEEDED)`,
      `[00:00] run ${runId}: session ${session}`,
      `[00:00] run ${runId}: SUCCEEDED`,
      `posted the review of ec26c3e: 2 findings, 2 inline (${url})`,
    ]);
    expect(world.reactions()).toEqual([]);
    const origin = originOf(s.env, s.trigger, inputs());
    expect(s.host.saved).toMatchObject({
      trigger_key: origin.key,
      thread_number: '2',
      run_id: runId,
      settled: 'true',
    });
    const [check] = world.gh.state.checkRuns;
    expect(check!.history[0]!.output).toEqual({
      title: 'Reviewing ec26c3e',
      summary: 'The cloud agent is reviewing this commit.',
    });
    expect([check!.conclusion, check!.details_url, check!.output.title, check!.output.summary]).toEqual([
      'neutral',
      session,
      '2 findings in ec26c3e',
      `Verdict: needs-changes. [The review](${url}). No finding fails this check (review-fail-on: none).`,
    ]);
    const [tracking] = world.gh.state.commentsOf(2);
    expect(tracking!.body.split('\n\n')[2]).toBe(`[The review of ec26c3e](${url}): 2 findings, 2 inline.`);
  });

  it('one finding, outside the diff: said in the singular; the check fails at review-fail-on', async () => {
    seed();
    world.sim.script.run(ended(result([finding({ title: 'Far', line: 40 })])));
    const s = await review(event(), inputs({ failOn: 'important' }));
    const url = reviewUrl(reviews()[0]!.id);
    expect(s.host.lines.at(-1)).toBe(`posted the review of ec26c3e: 1 finding, 0 inline (${url})`);
    const [check] = world.gh.state.checkRuns;
    expect([check!.conclusion, check!.output.title, check!.output.summary]).toEqual([
      'failure',
      '1 finding in ec26c3e',
      `Verdict: needs-changes. [The review](${url}). A finding of important severity or above fails this check (review-fail-on).`,
    ]);
    expect(world.gh.state.commentsOf(2)[0]!.body.split('\n\n')[2]).toBe(
      `[The review of ec26c3e](${url}): 1 finding, 0 inline.`,
    );
  });

  it('no findings: no review, the outputs, the check, the report to the host', async () => {
    seed();
    world.sim.script.run(ended(result([])));
    let reported: ReviewReport | undefined;
    const s = await review(event(), inputs({ failOn: 'critical' }), {
      post: true,
      reviewed: (r) => (reported = r),
    });
    const runId = s.host.outputs['run-id']!;
    expect(s.host.lines).toEqual([
      `started run ${runId} (SUCCEEDED)`,
      `[00:00] run ${runId}: SUCCEEDED`,
      'the review of ec26c3e found nothing: no review is posted',
    ]);
    expect(s.host.outputs).toMatchObject({
      'reviewed-head': HEAD,
      verdict: 'correct',
      findings: '[]',
      'findings-count': '0',
      'review-url': '',
    });
    expect(world.gh.state.checkRuns.map((c) => [c.conclusion, c.output.title, c.output.summary])).toEqual([
      [
        'success',
        'No findings in ec26c3e',
        'Verdict: correct. A finding of critical severity or above fails this check (review-fail-on).',
      ],
    ]);
    expect(reported).toEqual({
      head: HEAD,
      result: result([]),
      plan: { inline: [], outside: [], listed: [] },
    });
    expect(reviews()).toEqual([]);
  });

  it('a host that only shows it, without a callback: the outputs alone', async () => {
    seed();
    world.sim.script.run(ended(result([finding({})])));
    const s = await review(event(), inputs(), { post: false });
    expect(s.host.outputs).toMatchObject({ 'reviewed-head': HEAD, 'findings-count': '1' });
    expect(s.host.outputs['review-url']).toBeUndefined();
    expect(reviews()).toEqual([]);
  });

  it('a comment asks: 👀 on it, then the review', async () => {
    seed();
    world.sim.script.run(ended(result([finding({})])));
    await review(commentStep('@cloud-agent review'));
    expect(world.reactions()).toEqual(['eyes']);
    expect(reviews()).toHaveLength(1);
  });

  it('a 422: once more with every finding in the body, said in a warning; the step succeeds', async () => {
    seed();
    world.gh.faults.inject({ operationId: 'pulls/create-review', status: 422 });
    world.sim.script.run(ended(result([finding({ title: 'In' })])));
    const s = await review();
    const url = reviewUrl(reviews()[0]!.id);
    expect(
      ghRequests('pulls/create-review').map(
        (r) => (r.body as { comments?: unknown[] }).comments?.length ?? 0,
      ),
    ).toEqual([1, 0]);
    expect(reviews()[0]!.body).toContain(
      'GitHub refused the inline comments (422: a line could not be resolved), so every finding is listed here.',
    );
    expect(s.host.lines.slice(-2)).toEqual([
      "warning: GitHub refused the review's inline comments (422: a line it could not resolve); posting it once more with every finding in its body",
      `posted the review of ec26c3e: 1 finding, 0 inline (${url})`,
    ]);
  });

  it("a review of the token's account pending: no second try with every finding in the body; the check says why", async () => {
    seed();
    const errors = ['User can only have one pending review per pull request'];
    world.gh.faults.inject({
      operationId: 'pulls/create-review',
      status: 422,
      body: { message: 'Unprocessable Entity', errors },
    });
    world.sim.script.run(ended(result([finding({})])));
    const s = event();
    const why =
      "GitHub refused the review of pull request #2 (422: User can only have one pending review per pull request): the token's account has a review of it pending, and GitHub keeps one per account (a review begun on the pull request's page and not submitted). Submit or discard it, then run the job again";
    await expect(review(s)).rejects.toThrow(why);
    expect(ghRequests('pulls/create-review')).toHaveLength(1);
    expect(warnings(s)).toEqual([]);
    expect(world.gh.state.checkRuns.map((c) => [c.conclusion, c.output.summary])).toEqual([
      ['failure', `The review of ec26c3e did not finish: ${why}`],
    ]);
  });

  it('a second 422 fails the check with why; a check that cannot be completed then is a warning', async () => {
    seed();
    world.gh.faults.inject({ operationId: 'pulls/create-review', status: 422, times: 2 });
    world.sim.script.run(ended(result([finding({})])));
    await expect(review()).rejects.toThrow(
      'GitHub refused the review of ec26c3e with every finding in its body too (422)',
    );
    expect(world.gh.state.checkRuns.map((c) => c.output.summary)).toEqual([
      'The review of ec26c3e did not finish: GitHub refused the review of ec26c3e with every finding in its body too (422)',
    ]);
    world.gh.faults.inject({ operationId: 'pulls/create-review', status: 422, times: 2 });
    world.gh.faults.inject({ operationId: 'checks/update', status: 500, body: { message: 'down' } });
    world.sim.script.run(ended(result([finding({})])));
    const s = event();
    await expect(review(s)).rejects.toThrow(
      'GitHub refused the review of ec26c3e with every finding in its body too (422)',
    );
    expect(warnings(s).at(-1)).toBe('warning: could not complete the check run: down');
  });

  it('a token that may not create the check: a warning, the review all the same, and a failure is the failure', async () => {
    seed();
    world.gh.faults.inject({
      operationId: 'checks/create',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    world.sim.script.run(ended(result([finding({})])));
    const s = await review();
    expect(warnings(s)).toEqual([
      "warning: cannot create a check run with this token (403: a fork's pull request gets a read-only token); the review's findings are in the review, the job summary and this step's outputs.",
    ]);
    expect(reviews()).toHaveLength(1);
    pushHead2();
    world.gh.faults.inject({
      operationId: 'checks/create',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    world.gh.faults.inject({ operationId: 'pulls/create-review', status: 422, times: 2 });
    world.sim.script.run(ended(result([finding({ title: 'Other' })], HEAD2)));
    await expect(review(event('synchronize'))).rejects.toThrow(
      'GitHub refused the review of bbbbbbb with every finding in its body too (422)',
    );
    expect(world.gh.state.checkRuns).toEqual([]);
  });

  it('a check GitHub does not complete: a warning, the review posted', async () => {
    seed();
    world.gh.faults.inject({ operationId: 'checks/update', status: 500, body: { message: 'down' } });
    world.sim.script.run(ended(result([finding({})])));
    const s = await review();
    expect(warnings(s)).toEqual(['warning: could not complete the check run: down']);
    expect(reviews()).toHaveLength(1);
  });

  // Where a re-run meets a check left without the outcome of a review that was posted: the re-run finishes the check
  // from what the review's marker records (its verdict, each finding's severity); no run, no second review. The review
  // model (test/commands/review.model.test.ts, seed 4312) found why no run: a job that reviewed again to finish the
  // check made one that went over its budget, and marked the reviewed head "did not finish" ([Review(comment full,
  // findings [2]) killed at 34, Review(push, max-credits, 4 polls)]).
  it('a re-run after a check left unfinished: the check finished from the review, no run, no second review', async () => {
    seed();
    world.gh.faults.inject({ operationId: 'checks/update', status: 500, body: { message: 'down' } });
    world.sim.script.run(
      ended(result([finding({ severity: 'critical' }), finding({ title: 'Nit', severity: 'nit' })])),
    );
    const given = inputs({ failOn: 'critical' });
    await review(event(), given);
    const [posted] = reviews();
    const url = reviewUrl(posted!.id);
    expect(decodeMarker(posted!.body, MARKER_KEY)).toEqual({
      v: 2,
      key: `review:${HEAD}`,
      review: { verdict: 'needs-changes', severities: ['critical', 'nit'] },
    });
    expect(world.gh.state.checkRuns.map((c) => c.status)).toEqual(['in_progress']);
    const requests = world.sim.requests.length;
    const again = await review(event(), given);
    expect(world.sim.requests.length).toBe(requests);
    expect(reviews()).toHaveLength(1);
    expect(again.host.lines.slice(-2)).toEqual([
      `pull request #2 already has this action's review of ec26c3e (${url}): nothing new is posted`,
      'the check "cloud-agent / review" of ec26c3e did not show its review\'s outcome: finished (failure)',
    ]);
    expect(again.host.outputs).toEqual({ 'review-url': url, 'reviewed-head': HEAD });
    expect(
      world.gh.state.checkRuns.map((c) => [
        c.status,
        c.conclusion,
        c.output.title,
        c.output.summary,
        c.details_url,
      ]),
    ).toEqual([
      [
        'in_progress',
        null,
        'Reviewing ec26c3e',
        'The cloud agent is reviewing this commit.',
        'https://github.com/acme/app/actions/runs/9001',
      ],
      [
        'completed',
        'failure',
        '2 findings in ec26c3e',
        `Verdict: needs-changes. [The review](${url}). A finding of critical severity or above fails this check (review-fail-on). Finished from the review by a later job.`,
        'https://github.com/acme/app/actions/runs/9001',
      ],
    ]);
    // The finished check was made in progress, saying what it does, then completed.
    expect(
      world.gh.state.checkRuns[1]!.history.map((h) => (h.output as { summary?: string }).summary),
    ).toEqual([
      'Finishing the check of the review posted before.',
      `Verdict: needs-changes. [The review](${url}). A finding of critical severity or above fails this check (review-fail-on). Finished from the review by a later job.`,
    ]);
    // Its check shows the outcome now: a third run of the job posts nothing and leaves the checks as they are.
    const third = await review(event(), given);
    expect(third.host.lines.at(-1)).toBe(
      `pull request #2 already has this action's review of ec26c3e (${url}): nothing new is posted`,
    );
    expect(world.gh.state.checkRuns).toHaveLength(2);
  });

  it('a check that says the review did not finish is finished by a re-run; one that cannot be read is left, with a warning', async () => {
    seed();
    world.sim.script.run(ended(result([finding({})])));
    await review();
    const [posted] = reviews();
    const check = world.gh.state.checkRuns[0]!;
    Object.assign(check, { conclusion: 'failure' });
    check.output.title = 'The review did not finish';
    world.gh.faults.inject({ operationId: 'checks/list-for-ref', status: 500, body: { message: 'down' } });
    const unread = await review();
    expect(warnings(unread)).toEqual([
      'warning: could not read the check runs of ec26c3e (down): the check "cloud-agent / review" is taken as showing the review\'s outcome',
    ]);
    expect(world.gh.state.checkRuns).toHaveLength(1);
    const again = await review();
    expect(runs()).toHaveLength(1);
    expect(reviews()).toEqual([posted]);
    expect(again.host.lines.at(-1)).toBe(
      'the check "cloud-agent / review" of ec26c3e did not show its review\'s outcome: finished (neutral)',
    );
    expect(world.gh.state.checkRuns.map((c) => [c.conclusion, c.output.title])).toEqual([
      ['failure', 'The review did not finish'],
      ['neutral', '1 finding in ec26c3e'],
    ]);
  });

  it('a review whose marker records no findings, or a check that cannot be made: the check left, a warning', async () => {
    seed();
    addReview(BOT, `Older\n\n${marker({ key: `review:${HEAD}` })}`);
    world.gh.state.addCheckRun({ name: 'cloud-agent / review', head_sha: HEAD, status: 'in_progress' });
    const url = reviewUrl(reviews()[0]!.id);
    const s = await review();
    expect(warnings(s)).toEqual([
      `warning: the check "cloud-agent / review" of ec26c3e does not show the outcome of its review (${url}), which records no findings to show: the check is left as it is`,
    ]);
    reviews()[0]!.body = `Newer\n\n${encodeMarker({ v: 2, key: `review:${HEAD}`, review: { verdict: 'correct', severities: [] } }, MARKER_KEY)}`;
    world.gh.faults.inject({
      operationId: 'checks/create',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    const refused = await review();
    expect(warnings(refused)).toEqual([
      "warning: cannot create a check run with this token (403: a fork's pull request gets a read-only token); the review's findings are in the review.",
    ]);
    world.gh.faults.inject({ operationId: 'checks/update', status: 500, body: { message: 'down' } });
    const failed = await review();
    expect(warnings(failed)).toEqual(['warning: could not complete the check run: down']);
    expect(world.gh.state.checkRuns.map((c) => [c.status, c.output.title])).toEqual([
      ['in_progress', null],
      ['in_progress', 'No findings in ec26c3e'],
    ]);
    expect(runs()).toEqual([]);
  });

  // Where the post meets GitHub's lost answer: the review landed, its answer did not come. The post is never retried
  // (it could post twice); the review is found by its marker, and the step goes on as if the answer had come. The
  // review model's shrunk sequence (seed 4303): [Fault(pulls/create-review, lostAnswer), Review(push, findings [2])].
  it("GitHub's answer to the review lost: the review found by its marker, the check its outcome, the step ends well", async () => {
    seed();
    world.gh.faults.inject({ operationId: 'pulls/create-review', lostAnswer: true });
    world.sim.script.run(ended(result([finding({})])));
    const s = await review();
    const [posted] = reviews();
    const url = reviewUrl(posted!.id);
    expect(reviews()).toHaveLength(1);
    expect(ghRequests('pulls/create-review')).toHaveLength(1);
    expect(warnings(s)).toEqual([
      `warning: GitHub's answer to the review of ec26c3e did not come (${LOST}), but the review was posted: ${url}`,
    ]);
    expect(s.host.outputs).toMatchObject({ 'review-url': url, 'findings-count': '1' });
    expect(world.gh.state.checkRuns.map((c) => [c.conclusion, c.output.title])).toEqual([
      ['neutral', '1 finding in ec26c3e'],
    ]);
  });

  it('a post that fails and did not land (or cannot be looked for) fails the step with its own error', async () => {
    seed();
    // This action's review of another head is not this one's.
    addReview(BOT, `Earlier\n\n${marker({ key: `review:${HEAD2}` })}`, HEAD2);
    world.gh.faults.inject({
      operationId: 'pulls/create-review',
      status: 502,
      body: { message: 'bad gateway' },
    });
    world.sim.script.run(ended(result([finding({})])));
    await expect(review()).rejects.toThrow('bad gateway');
    expect(reviews()).toHaveLength(1);
    world.gh.faults.inject({
      operationId: 'pulls/create-review',
      status: 502,
      body: { message: 'still bad' },
    });
    const s = event();
    let lists = 0;
    wrapPort(s, (port) => {
      const list = port.reviews.bind(port);
      // The look after the failed post cannot be made.
      port.reviews = async (n) => (++lists === 3 ? Promise.reject(new Error('down')) : list(n));
    });
    await expect(review(s)).rejects.toThrow('still bad');
    expect(lists).toBe(3);
    expect(world.gh.state.checkRuns.map((c) => c.output.title)).toEqual([
      'The review did not finish',
      'The review did not finish',
    ]);
  });

  // Where review meets a budget: a run that ended over max-credits with a valid result. Its review is posted (the
  // credits are spent), and the check keeps the review's outcome: the step's failure over the budget came after it,
  // and the check said "did not finish" of a review it linked.
  it('a run over max-credits: the review posted, the check its outcome; the step fails on the budget', async () => {
    seed();
    world.sim.script.run({
      ...ended(result([finding({})])),
      usageSteps: [{ afterMs: 0, usage: { inference_cost: 12 } }],
    });
    const given = inputs();
    given.maxCredits = 5;
    const s = event();
    const err = (await review(s, given).catch((e: unknown) => e)) as Error & { outcome?: string };
    const [run] = [...world.sim.sim.runs.keys()];
    expect([err.message, err.outcome]).toEqual([
      `run ${run} went over its budget: it ended SUCCEEDED at 12 credits, budget 5 (max-credits: 5); it passed it before a read showed it at work over it`,
      'run-failed',
    ]);
    const [posted] = reviews();
    expect(reviews()).toHaveLength(1);
    const url = reviewUrl(posted!.id);
    expect(s.host.outputs).toMatchObject({ 'review-url': url, 'findings-count': '1', credits: '12' });
    expect(world.gh.state.checkRuns.map((c) => [c.conclusion, c.output.title, c.output.summary])).toEqual([
      [
        'neutral',
        '1 finding in ec26c3e',
        `Verdict: needs-changes. [The review](${url}). No finding fails this check (review-fail-on: none).`,
      ],
    ]);
    expect(world.gh.state.commentsOf(2)[0]!.body).toContain(
      '**Budget:** went over at 12 credits, budget 5 (`max-credits: 5`).',
    );
  });

  it("a re-run takes its trigger's run, ended, only when it succeeded and was asked to review this head", () => {
    const prompt = `Review pull request #2 of acme/app at head commit ${HEAD} (base ${'a'.repeat(40)}).`;
    const latest = (over: Partial<RunItem>) =>
      ({ run_id: 'r1', state: 'SUCCEEDED', prompt, ...over }) as RunItem;
    expect(takesEnded(latest({}), HEAD)).toBe(
      'run r1 of this trigger reviewed ec26c3e and ended SUCCEEDED, with no review of it posted: reading its result again instead of starting another run',
    );
    expect(takesEnded(latest({ state: 'FAILED' }), HEAD)).toBeUndefined();
    expect(takesEnded(latest({ state: 'CANCELLED' }), HEAD)).toBeUndefined();
    expect(takesEnded(latest({}), HEAD2)).toBeUndefined();
    // The SHA elsewhere (quoted in the pull request's text), or cut short, is not the head it was asked to review.
    expect(takesEnded(latest({ prompt: `Fixes ${HEAD} (base)` }), HEAD)).toBeUndefined();
    expect(takesEnded(latest({ prompt: `at head commit ${HEAD.slice(0, 39)}` }), HEAD)).toBeUndefined();
  });

  it("a re-run after a result that stayed invalid: that run's result is repaired again, then posted; no second run", async () => {
    seed();
    const invalid = { summary: 'Sums.' };
    world.sim.script.run({ ...ended(invalid), followups: [ended(invalid)] });
    const err = (await review().catch((e: unknown) => e)) as Error & { outcome?: string };
    expect(err.outcome).toBe('schema-invalid');
    expect(reviews()).toEqual([]);
    const [run] = [...world.sim.sim.runs.keys()];
    world.sim.script.followup(run!, ended(result([finding({})])));
    const again = await review();
    expect(runs()).toHaveLength(1);
    expect(world.sim.requests.filter((r) => r.operation === 'createFollowup').map((r) => r.path)).toEqual([
      `/api/v1/agent/runs/${run}/followups`,
      `/api/v1/agent/runs/${run}/followups`,
    ]);
    expect(reviews()).toHaveLength(1);
    expect(again.host.outputs).toMatchObject({ 'run-id': run, 'findings-count': '1' });
  });

  it('a re-run after a review that found nothing reads that result again: no second run, no review', async () => {
    seed();
    world.sim.script.run(ended(result([])));
    await review();
    const again = await review();
    expect(runs()).toHaveLength(1);
    expect(reviews()).toEqual([]);
    expect(again.host.lines).toContain('the review of ec26c3e found nothing: no review is posted');
    expect(again.host.outputs).toMatchObject({ 'findings-count': '0', 'review-url': '' });
  });

  it('a re-run finds the review of the head: its url and head as the outputs', async () => {
    seed();
    world.sim.script.run(ended(result([finding({})])));
    await review();
    const again = await review();
    expect(again.host.outputs).toEqual({ 'review-url': reviewUrl(reviews()[0]!.id), 'reviewed-head': HEAD });
  });

  it('a review of the head posted meanwhile by a job that raced this one: nothing new, its url', async () => {
    seed();
    world.sim.script.run(ended(result([finding({})])));
    const s = event();
    let lists = 0;
    wrapPort(s, (port) => {
      const list = port.reviews.bind(port);
      port.reviews = async (n) => {
        // The second look (after the run) finds the other job's review.
        if (++lists === 2) addReview(BOT, `Raced\n\n${marker({ key: `review:${HEAD}` })}`);
        return list(n);
      };
    });
    await review(s);
    const [raced] = reviews();
    const url = reviewUrl(raced!.id);
    expect(reviews()).toHaveLength(1);
    expect(ghRequests('pulls/create-review')).toEqual([]);
    expect(s.host.lines.at(-1)).toBe(
      `the review of ec26c3e was posted meanwhile (${url}): nothing new is posted`,
    );
    expect(s.host.outputs).toMatchObject({ 'review-url': url, 'reviewed-head': HEAD, 'findings-count': '1' });
    expect(world.gh.state.checkRuns.map((c) => c.output.summary)).toEqual([
      `Verdict: needs-changes. [The review](${url}). No finding fails this check (review-fail-on: none).`,
    ]);
    expect(world.gh.state.commentsOf(2)[0]!.body.split('\n\n')[2]).toBe(
      `The review of ec26c3e was already posted: ${url}`,
    );
  });
});

describe('the prompt and the run, line by line', () => {
  it('the default instructions for a blank prompt, the repository, the sections apart and none empty', async () => {
    seed();
    world.sim.script.run(ended(result([])));
    await review(event(), inputs({}, '   '));
    const prompt = promptOf();
    expect(prompt.split('\n\n')[0]).toBe(DEFAULT_REVIEW_INSTRUCTIONS);
    expect(prompt).toContain(
      `\n\n## Your review\n\nReview pull request #2 of acme/app at head commit ${HEAD} (base ${BASE}). Set \`reviewed_head\` to ${HEAD}.\n`,
    );
    // No rules and no earlier review: the diff's fence, then the result's section.
    expect(prompt).toContain(`${PATCH}\n~~~~\n\n## Your result\n\nWhen you are done`);
  });

  it('a result of another head twice: one repair (output-schema-retries defaults to 1), then the step fails', async () => {
    seed();
    const now = [{ state: 'SUCCEEDED' as const, afterMs: 0 }];
    world.sim.script.run({
      ...ended(result([finding({})], HEAD2)),
      followups: [
        { timeline: now, result: { file: result([finding({})], HEAD3) } },
        { timeline: now, result: { file: result([finding({})]) } },
      ],
    });
    const s = event();
    await expect(review(s)).rejects.toThrow(
      `its result does not match its schema after a repair follow-up (/reviewed_head: is ${HEAD3}, but the review is of ${HEAD}: review that commit and set reviewed_head to it)`,
    );
    const runId = s.host.outputs['run-id']!;
    expect(world.sim.requests.filter((r) => r.operation === 'createFollowup').map((r) => r.path)).toEqual([
      `/api/v1/agent/runs/${runId}/followups`,
    ]);
    expect(reviews()).toEqual([]);
  });

  it("a re-run that finds the review's run still going follows it, and says so", async () => {
    seed();
    const s = event();
    const origin = originOf(s.env, s.trigger, inputs());
    const run = world.run(
      'Review',
      {
        // At work until the step has found it going, however slowly this machine gets there.
        timeline: [
          { state: 'INPROGRESS', afterMs: 0 },
          { state: 'SUCCEEDED', afterMs: 60_000 },
        ],
        result: { file: result([finding({})]) },
      },
      origin.metadata,
    );
    const reviewing = review(s);
    await until(() => world.sim.requests.some((r) => r.operation === 'listRuns' && r.status === 200));
    world.sim.clock.advance(60_000);
    await reviewing;
    const url = reviewUrl(reviews()[0]!.id);
    expect(s.host.lines[0]).toBe(
      `run ${run.run_id} of this trigger is still INPROGRESS: following it instead of starting another`,
    );
    expect(world.gh.state.commentsOf(2)[0]!.body.split('\n\n')[2]).toBe(
      `A re-run of the workflow found this review's run still going and follows it (no second run was started). [The review of ec26c3e](${url}): 1 finding, 1 inline.`,
    );
    expect(runs()).toEqual([]);
    expect(s.host.outputs['run-id']).toBe(run.run_id);
  });
});

describe('the next push, line by line', () => {
  it('a finding whose thread was resolved is posted anew; a fixed one answered and resolved', async () => {
    seed();
    world.sim.script.run(
      ended(result([finding({ title: 'A', line: 11 }), finding({ title: 'B', line: 12 })])),
    );
    await review();
    const [rootA, rootB] = [rootOf('A'), rootOf('B')];
    world.gh.state.resolvedThreads.set(rootA.id, 'octo-maintainer');
    pushHead2();
    const fpB = fingerprint('src/a.ts', 'B');
    world.sim.script.run(ended(result([finding({ title: 'A', line: 11 })], HEAD2, [fpB])));
    const s = await review(event('synchronize'));
    const second = reviews()[1]!;
    const runId = s.host.outputs['run-id']!;
    expect(
      world.gh.state
        .reviewCommentsOf(2)
        .filter((c) => c.review_id === second.id)
        .map((c) => c.body.split('\n')[0]),
    ).toEqual(['**important**: A']);
    expect(s.host.lines).toEqual([
      `started run ${runId} (SUCCEEDED)`,
      `[00:00] run ${runId}: SUCCEEDED`,
      `posted the review of bbbbbbb: 1 finding, 1 inline (${reviewUrl(second.id)})`,
      `resolved the thread of ${fpB} (src/a.ts): fixed in bbbbbbb`,
    ]);
    expect(
      world.gh.state
        .reviewCommentsOf(2)
        .filter((c) => c.user === BOT && c.in_reply_to_id !== undefined)
        .map((c) => [c.in_reply_to_id, c.body]),
    ).toEqual([[rootB.id, 'Fixed in `bbbbbbb`.']]);
    expect([...world.gh.state.resolvedThreads.keys()]).toEqual([rootA.id, rootB.id]);
  });

  it('a thread whose first comment GitHub gives without its id is resolved without an answer', async () => {
    seed();
    world.sim.script.run(ended(result([finding({ title: 'B', line: 12 })])));
    await review();
    const rootB = rootOf('B');
    pushHead2();
    world.sim.script.run(ended(result([], HEAD2, [fingerprint('src/a.ts', 'B')])));
    const s = event('synchronize');
    wrapPort(s, (port) => {
      const threads = port.threads.bind(port);
      port.threads = async (n) =>
        (await threads(n)).map((t) => ({ ...t, comments: t.comments.map((c) => ({ ...c, id: undefined })) }));
    });
    await review(s);
    expect(warnings(s)).toEqual([]);
    expect(ghRequests('pulls/create-reply-for-review-comment')).toEqual([]);
    expect([...world.gh.state.resolvedThreads.keys()]).toEqual([rootB.id]);
  });

  it('a thread GitHub does not let the action answer: a warning, left open', async () => {
    seed();
    world.sim.script.run(ended(result([finding({ title: 'B', line: 12 })])));
    await review();
    pushHead2();
    const fpB = fingerprint('src/a.ts', 'B');
    world.sim.script.run(ended(result([], HEAD2, [fpB])));
    world.gh.faults.inject({
      operationId: 'pulls/create-reply-for-review-comment',
      status: 500,
      body: { message: 'down' },
    });
    const s = await review(event('synchronize'));
    expect(warnings(s)).toEqual([`warning: could not resolve the thread of ${fpB}: down`]);
    expect([...world.gh.state.resolvedThreads.keys()]).toEqual([]);
  });

  it("declines: the pull request's author counts without permission, a reply that does not decline is not looked up", async () => {
    seed();
    world.gh.state.setPermission('Codertocat', 'read');
    const open = inputs();
    open.conversation.allowUntrustedAuthors = true;
    const three = [
      finding({ title: 'A', line: 11 }),
      finding({ title: 'B', line: 12 }),
      finding({ title: 'C', line: 13 }),
    ];
    world.sim.script.run(ended(result(three)));
    await review(event(), open);
    world.gh.state.addReviewComment({
      pull_number: 2,
      body: 'ignore',
      user: 'Codertocat',
      in_reply_to_id: rootOf('A').id,
    });
    world.gh.state.addReviewComment({
      pull_number: 2,
      body: 'I will look at it.',
      user: 'stranger',
      in_reply_to_id: rootOf('B').id,
    });
    world.gh.state.addReviewComment({
      pull_number: 2,
      body: "won't fix",
      user: 'octo-contributor',
      in_reply_to_id: rootOf('C').id,
    });
    pushHead2();
    world.sim.script.run(ended(result(three, HEAD2)));
    // The permission of the one who declined C cannot be read: C is not declined.
    world.gh.faults.inject({ operationId: 'repos/get-collaborator-permission-level', status: 500 });
    const before = world.gh.requests.length;
    const s = await review(event('synchronize'), open);
    expect(
      world.gh.requests
        .slice(before)
        .filter((r) => r.operationId === 'repos/get-collaborator-permission-level')
        .map((r) => r.path),
    ).toEqual(['/repos/acme/app/collaborators/octo-contributor/permission']);
    const prompt = promptOf(1);
    expect(prompt).toContain(
      `- ${fingerprint('src/a.ts', 'A')} src/a.ts:11: important: A [declined: do not raise it again]\n    reply by @Codertocat: ignore\n`,
    );
    expect(prompt).toContain(
      `- ${fingerprint('src/a.ts', 'C')} src/a.ts:13: important: C\n    reply by @octo-contributor: won't fix\n`,
    );
    expect(s.host.lines.slice(-2)).toEqual([
      '3 findings of the result are open on their thread or declined: not posted again',
      'the review of bbbbbbb found nothing: no review is posted',
    ]);
  });

  it('without a tracking comment, the last review is the newest of the action: its others and the others left out', async () => {
    seed();
    const quiet = inputs();
    quiet.comment = false;
    world.sim.script.run(ended(result([finding({ title: 'A' })])));
    await review(event(), quiet);
    addReview('octo-maintainer', 'Looks good.');
    addReview(BOT, 'A note without a marker.');
    addReview(BOT, `A note of another key\n\n${marker({ key: 'note:1' })}`);
    pushHead2();
    world.sim.script.run(ended(result([finding({ title: 'B' })], HEAD2)));
    const s = await review(event('synchronize'), quiet);
    expect(world.gh.state.commentsOf(2)).toEqual([]);
    expect(warnings(s)).toEqual([]);
    // The post step finds the run by what the step saved, with no comment to read it from.
    expect(s.host.saved).toMatchObject({
      trigger_key: originOf(s.env, s.trigger, quiet).key,
      thread_number: '2',
      run_id: s.host.outputs['run-id'],
    });
    expect(reviews()[4]!.body).toContain(
      'Incremental: the changes from `ec26c3e` to `bbbbbbb`, with the whole diff as context.',
    );
  });

  it("reviews of the head that are not the action's (another author, another key) do not stop a review", async () => {
    seed();
    addReview('octo-maintainer', `Copied\n\n${marker({ key: `review:${HEAD}` })}`);
    addReview(BOT, `Other\n\n${marker({ key: `xreview:${HEAD}` })}`);
    addReview(BOT, `Longer\n\n${marker({ key: `review:${HEAD}0` })}`);
    world.sim.script.run(ended(result([finding({})])));
    await review();
    expect(runs()).toHaveLength(1);
    expect(reviews()).toHaveLength(4);
  });

  it('a newer comment of the action that records no review does not hide the one that does', async () => {
    seed();
    world.sim.script.run(ended(result([finding({ title: 'A' })])));
    await review();
    world.gh.state.addComment({
      issue_number: 2,
      body: `Working\n\n${marker({ key: 'other', run: 'r-1' })}`,
      user: BOT,
    });
    pushHead2();
    world.sim.script.run(ended(result([finding({ title: 'B' })], HEAD2)));
    await review(event('synchronize'));
    expect(reviews()[1]!.body).toContain(
      'Incremental: the changes from `ec26c3e` to `bbbbbbb`, with the whole diff as context.',
    );
  });

  it("the pull request's comments GitHub cannot list: a warning, the last review taken from the reviews", async () => {
    seed();
    world.sim.script.run(ended(result([finding({ title: 'A' })])));
    await review();
    pushHead2();
    world.sim.script.run(ended(result([finding({ title: 'B' })], HEAD2)));
    world.gh.faults.inject({ operationId: 'issues/list-comments', status: 500, body: { message: 'down' } });
    const s = await review(event('synchronize'));
    expect(warnings(s)[0]).toBe(
      "warning: could not read the pull request's comments (down): the last review is taken from the reviews",
    );
    expect(reviews()[1]!.body).toContain(
      'Incremental: the changes from `ec26c3e` to `bbbbbbb`, with the whole diff as context.',
    );
  });

  it('a first review compares only base and head; the command line on a head reviewed already too', async () => {
    seed();
    const compares = () => ghRequests('repos/compare-commits-with-basehead').map((r) => r.path);
    world.sim.script.run(ended(result([finding({})])));
    await review();
    expect(compares()).toEqual([`/repos/acme/app/compare/${BASE}...${HEAD}`]);
    world.sim.script.run(ended(result([finding({})])));
    await review(event(), inputs(), { post: false });
    expect(compares()).toEqual([
      `/repos/acme/app/compare/${BASE}...${HEAD}`,
      `/repos/acme/app/compare/${BASE}...${HEAD}`,
    ]);
  });

  it('a comment `review` (not full) after an earlier review: incremental', async () => {
    seed();
    world.sim.script.run(ended(result([finding({})])));
    await review();
    pushHead2();
    world.sim.script.run(ended(result([finding({ title: 'Other' })], HEAD2)));
    await review(commentStep('@cloud-agent review'));
    expect(reviews()[1]!.body).toContain(
      'Incremental: the changes from `ec26c3e` to `bbbbbbb`, with the whole diff as context.',
    );
  });

  it('the command line after a review of another head: incremental too', async () => {
    seed();
    world.sim.script.run(ended(result([finding({})])));
    await review();
    pushHead2();
    world.sim.script.run(ended(result([finding({ title: 'Other' })], HEAD2)));
    await review(event(), inputs(), { post: false });
    expect(promptOf(1)).toContain(
      `## Since the last review\n\nThe last review was of ${HEAD}. Focus on what changed since (below); the whole diff above is the context.\n`,
    );
  });

  it('after a force-push that dropped the reviewed head: a full review, said so', async () => {
    seed();
    world.sim.script.run(ended(result([finding({})])));
    await review();
    world.gh.state.pushHead(2, HEAD2, [{ filename: 'src/a.ts', patch: PATCH }]);
    world.sim.script.run(ended(result([finding({ title: 'Other' })], HEAD2)));
    await review(event('synchronize'));
    expect(reviews()[1]!.body).toContain(
      "A full review of `bbbbbbb`: the last reviewed head `ec26c3e` is no longer in the branch's history (a force-push), so there is nothing to compare it with.",
    );
  });

  it('a thread the action opened without a marker is not one of its findings, and no failure', async () => {
    seed();
    world.gh.state.addReviewComment({ pull_number: 2, body: 'A note.', user: BOT });
    world.sim.script.run(ended(result([finding({})])));
    const s = await review();
    expect(warnings(s)).toEqual([]);
    expect(reviews()).toHaveLength(1);
  });
});

describe('the rules, line by line', () => {
  it('read at the base: REVIEW.md at the root and the nearest one up from each changed file only', async () => {
    seed([{ filename: 'src/lib/b.ts', patch: PATCH }]);
    world.gh.state.setContent(BASE, 'REVIEW.md', 'root');
    world.gh.state.setContent(BASE, 'src/REVIEW.md', 'middle');
    world.gh.state.setContent(BASE, 'src/lib/REVIEW.md', 'deep');
    world.gh.state.setContent(HEAD, 'AGENTS.md', 'at the head');
    world.sim.script.run(ended(result([finding({ path: 'src/lib/b.ts' })])));
    await review();
    expect(promptOf()).toContain(
      '~~~~text rules\nfile: REVIEW.md\nroot\n~~~~\n\n~~~~text rules\nfile: src/lib/REVIEW.md\ndeep\n~~~~\n\n## Your result',
    );
    expect(reviews()[0]!.body).toContain(
      'Rules applied (read at the base): `REVIEW.md`, `src/lib/REVIEW.md`.\n',
    );
  });

  it('rule files past the room: one cut, one left out; the step warns, the body says so', async () => {
    seed();
    world.gh.state.setContent(BASE, 'REVIEW.md', 'r'.repeat(25_000));
    world.gh.state.setContent(BASE, 'AGENTS.md', 'a'.repeat(20_000));
    world.gh.state.setContent(BASE, 'CLAUDE.md', 'c'.repeat(20_000));
    world.gh.state.setContent(BASE, '.github/copilot-instructions.md', 'Use tabs.');
    world.sim.script.run(ended(result([finding({})])));
    const s = await review();
    expect(warnings(s)).toEqual([
      "warning: the review's prompt holds the repository's rules in part: `REVIEW.md` cut short (a rule file is sent up to 20000 characters, all of them up to 60000); `.github/copilot-instructions.md` left out (the rule files before took all 60000 characters). Shorten the rule files to have every rule applied.",
    ]);
    const prompt = promptOf();
    expect(prompt).toContain(`file: REVIEW.md\n${'r'.repeat(20_000)}\n~~~~`);
    expect(prompt).toContain(`file: CLAUDE.md\n${'c'.repeat(20_000)}\n~~~~`);
    expect(prompt).not.toContain('Use tabs.');
    expect(reviews()[0]!.body).toContain(
      "Rules applied (read at the base): `REVIEW.md`, `AGENTS.md`, `CLAUDE.md`. Applied in part, cut to fit the prompt: `REVIEW.md`. Left out, the rule files before having filled the prompt's room: `.github/copilot-instructions.md`.\n",
    );
  });

  it('a rule file GitHub fails to give: a warning each, the review without it', async () => {
    seed();
    world.gh.faults.inject({
      operationId: 'repos/get-content',
      status: 500,
      times: 4,
      body: { message: 'down' },
    });
    world.sim.script.run(ended(result([finding({})])));
    const s = await review();
    expect(warnings(s).sort()).toEqual([
      'warning: could not read the rule file .github/copilot-instructions.md at 0000000: down',
      'warning: could not read the rule file AGENTS.md at 0000000: down',
      'warning: could not read the rule file CLAUDE.md at 0000000: down',
      'warning: could not read the rule file REVIEW.md at 0000000: down',
    ]);
    expect(reviews()).toHaveLength(1);
  });
});

describe('"fix" on a thread, line by line', () => {
  /** A review of HEAD with one finding, "Off", inline on line 11: its run and the thread's first comment. */
  async function reviewed() {
    seed();
    world.sim.script.run(ended(result([finding({ title: 'Off' })])));
    const first = await review();
    return { runId: first.host.outputs['run-id']!, root: world.gh.state.reviewCommentsOf(2)[0]! };
  }
  const fp = fingerprint('src/a.ts', 'Off');
  const plain =
    '"@cloud-agent fix" is a verb of the review only on a thread it opened: this comment is a plain request, for the run command';
  const followups = () => world.sim.requests.filter((r) => r.operation === 'createFollowup');

  it('the request is fenced in the follow-up; the step holds the run, logs it, and tracks it on the thread', async () => {
    const { runId, root } = await reviewed();
    world.sim.script.followup(runId, { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const s = replyStep('@cloud-agent fix and add a test', root.id);
    await review(s);
    expect(JSON.parse(followups()[0]!.body)).toEqual({
      mode: 'normal',
      message: `Fix the finding ${fp} of your review of pull request #2 (src/a.ts:11): important: Off\nPush the fix as a new commit to the pull request's branch changes (its head is ${HEAD}).\n\n~~~~text request\nand add a test\n~~~~`,
    });
    expect(s.host.lines).toEqual([
      `sent the fix of ${fp} to run ${runId} (SUCCEEDED)`,
      `[00:00] run ${runId}: SUCCEEDED`,
    ]);
    expect(s.host.saved).toMatchObject({ run_id: runId, settled: 'true' });
    expect(world.reactions()).toEqual(['eyes']);
    const tracking = world.gh.state.commentsOf(2)[1]!;
    expect(tracking.user).toBe(BOT);
    expect(decodeMarker(tracking.body, MARKER_KEY)!.key).toBe(originOf(s.env, s.trigger, inputs()).key);
    expect(tracking.body.split('\n\n')[2]).toBe(
      `A fix of ${fp} was asked on its review thread by @Codertocat.`,
    );
  });

  // Exactly once where fix meets a re-run: the comment's tracking comment says the fix was sent to the run.
  it("a re-run of the job follows the run the fix was sent to, sending nothing again; another comment's fix is sent", async () => {
    const { runId, root } = await reviewed();
    world.sim.script.followup(runId, {
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 0 },
      ],
    });
    const reply = world.gh.state.addReviewComment({
      pull_number: 2,
      body: '@cloud-agent fix',
      user: 'Codertocat',
      in_reply_to_id: root.id,
    });
    const e = payload('pull_request_review_comment', 'created');
    Object.assign(e.comment, { id: reply.id, body: reply.body });
    e.comment.user.login = 'Codertocat';
    e.comment.user.type = 'User';
    const attempt = (n: number) =>
      world.step({ eventName: 'pull_request_review_comment', payload: e, env: { runAttempt: String(n) } });
    const first = await review(attempt(1));
    expect(followups()).toHaveLength(1);
    const again = await review(attempt(2));
    expect(followups()).toHaveLength(1);
    expect(again.host.lines).toEqual([
      `the fix of ${fp} was sent to run ${runId} by an earlier attempt of this job: following it (SUCCEEDED), nothing sent again`,
      `[00:00] run ${runId}: session https://app.warp.dev/session/${world.sim.sim.runs.get(runId)!.sessionId}`,
      `[00:00] run ${runId}: SUCCEEDED`,
    ]);
    const tracking = world.gh.state.commentsOf(2)[1]!;
    expect(decodeMarker(tracking.body, MARKER_KEY)).toMatchObject({
      run: runId,
      comment: String(first.trigger.comment!.id),
      commentKind: 'review',
    });
    expect(tracking.body.split('\n\n')[2]).toBe(
      `A re-run of the workflow is following the run the fix of ${fp} was already sent to.`,
    );
    world.sim.script.followup(runId, { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    await review(replyStep('@cloud-agent fix it again', root.id));
    expect(followups()).toHaveLength(2);
  });

  /** The fix's tracking comment: the second comment of the pull request (its first is the review's). */
  const fixComment = () => world.gh.state.commentsOf(2)[1];
  /** A reply `body` on thread `replyTo` by the pull request's author: its job's step, attempt `n`. */
  function replyJob(body: string, replyTo: number) {
    const e = replyEvent(body, replyTo, 'Codertocat');
    return (n: number) =>
      world.step({ eventName: 'pull_request_review_comment', payload: e, env: { runAttempt: String(n) } });
  }
  const landed = (runId: string) =>
    world.sim.sim.runs.get(runId)!.followups.filter((f) => f.message.startsWith('Fix the finding '));

  // Exactly once where fix meets a job cut short: the comment goes first, so a re-run can tell whether the fix landed.
  it('the tracking comment is written before the fix is sent: the reply on its way, the run as read, phase sending', async () => {
    const { runId, root } = await reviewed();
    world.sim.script.followup(runId, { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const given = inputs();
    given.maxCredits = 10;
    const s = replyStep('@cloud-agent fix', root.id);
    const read = await s.client.runs.get(runId);
    const send = s.client.runs.followUp.bind(s.client.runs);
    let atSend: { body: string; saved: Record<string, string> } | undefined;
    s.client.runs.followUp = async (...args) => {
      atSend = { body: fixComment()!.body, saved: { ...s.host.saved } };
      return send(...args);
    };
    await review(s, given);
    expect(atSend!.body.split('\n\n').slice(0, 2)).toEqual([
      '### ⏳ Sending the fix to the agent',
      `A fix of ${fp} was asked on its review thread by @Codertocat: it is on its way to run ${runId}.`,
    ]);
    expect(decodeMarker(atSend!.body, MARKER_KEY)).toMatchObject({
      key: originOf(s.env, s.trigger, given).key,
      run: runId,
      sending: { comment: String(s.trigger.comment!.id), since: read.updated_at },
      phase: 'sending',
      state: 'SUCCEEDED',
      seen: read.updated_at,
      cancel: true,
      budget: 10,
    });
    expect(decodeMarker(atSend!.body, MARKER_KEY)!.comment).toBeUndefined();
    // The review's thread showed the run: nothing unshown for a settle to show.
    expect(decodeMarker(atSend!.body, MARKER_KEY)!.unshown).toBeUndefined();
    // The run is held while the fix is on its way (its post step stops what it started, if the job is cancelled).
    expect(atSend!.saved).toMatchObject({ run_id: runId, comment_id: String(fixComment()!.id) });
    expect(landed(runId)).toHaveLength(1);
    // Once sent, the reply is the last routed to the run, and nothing is on its way.
    const shown = decodeMarker(fixComment()!.body, MARKER_KEY)!;
    expect(shown).toMatchObject({ phase: 'final', run: runId, comment: String(s.trigger.comment!.id) });
    expect(shown.sending).toBeUndefined();
  });

  it('a fix whose answer was lost: the comment says it may not have reached the agent; a re-run follows the run it reached', async () => {
    const { runId, root } = await reviewed();
    world.sim.script.followup(runId, { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    world.sim.faults.inject({ operation: 'createFollowup', fault: { lostAnswer: true } });
    const job = replyJob('@cloud-agent fix', root.id);
    const s = job(1);
    const err = (await review(s).catch((e: unknown) => e)) as Error;
    expect(err.message).toMatch(/^createFollowup/);
    expect(landed(runId)).toHaveLength(1);
    expect(fixComment()!.body.split('\n\n').slice(0, 2)).toEqual([
      '### ⚠️ The fix may not have reached the agent',
      `A fix of ${fp} was asked on its review thread by @Codertocat; sending it to run ${runId} got no answer: ${err.message}. A re-run of the job sends it again only if the run shows it did not get it.`,
    ]);
    expect(decodeMarker(fixComment()!.body, MARKER_KEY)).toMatchObject({ phase: 'sending', run: runId });
    const again = job(2);
    await review(again);
    expect(landed(runId)).toHaveLength(1);
    expect(again.host.lines[0]).toBe(
      `the fix of ${fp} was sent to run ${runId} by an earlier attempt of this job: following it (SUCCEEDED), nothing sent again`,
    );
    expect(again.host.saved).toMatchObject({ run_id: runId, settled: 'true' });
    expect(world.gh.state.commentsOf(2)).toHaveLength(2);
  });

  it("a failed send GitHub's comment cannot show: a warning, and the send's error", async () => {
    const { runId, root } = await reviewed();
    world.sim.faults.inject({
      operation: 'createFollowup',
      fault: { status: 400, body: { error: 'no active sandbox' } },
    });
    world.gh.faults.inject({ operationId: 'issues/update-comment', status: 403, body: { message: 'nope' } });
    const s = replyStep('@cloud-agent fix', root.id);
    const err = (await review(s).catch((e: unknown) => e)) as Error;
    expect(err.message).toMatch(/^createFollowup failed \(HTTP 400\)/);
    expect(landed(runId)).toEqual([]);
    expect(s.host.lines.filter((l) => l.startsWith('warning:'))).toEqual([
      expect.stringMatching(/^warning: could not write the tracking comment: .*nope/),
    ]);
    expect(fixComment()!.body.split('\n\n')[0]).toBe('### ⏳ Sending the fix to the agent');
    // The comment could not say what came of it: what a post step records once it finds the fix landed is kept.
    expect(JSON.parse(s.host.saved.request_asked!)).toMatchObject({
      run: runId,
      marker: { comment: String(s.trigger.comment!.id), commentKind: 'review', sending: null },
    });
  });

  it('without a tracking comment (comment: false): the fix is sent, and nothing is written', async () => {
    const { runId, root } = await reviewed();
    world.sim.script.followup(runId, { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const given = inputs();
    given.comment = false;
    const s = replyStep('@cloud-agent fix', root.id);
    await review(s, given);
    expect(landed(runId)).toHaveLength(1);
    expect(world.gh.state.commentsOf(2)).toHaveLength(1);
    expect(s.host.outputs).toMatchObject({ 'run-id': runId, state: 'SUCCEEDED', 'comment-url': '' });
  });

  it('a fix the service refused: the comment says it was not sent; a re-run sends it', async () => {
    const { runId, root } = await reviewed();
    world.sim.faults.inject({
      operation: 'createFollowup',
      fault: { status: 400, body: { error: 'no active sandbox' } },
    });
    const job = replyJob('@cloud-agent fix', root.id);
    const s = job(1);
    const err = (await review(s).catch((e: unknown) => e)) as Error;
    expect(landed(runId)).toEqual([]);
    expect(fixComment()!.body.split('\n\n').slice(0, 2)).toEqual([
      '### ❌ The fix was not sent',
      `A fix of ${fp} was asked on its review thread by @Codertocat; sending it to run ${runId} failed: ${err.message}. Re-run the job to send it.`,
    ]);
    // Nothing is on its way: the marker says so, and its post step writes nothing over it (the run did not move).
    expect(decodeMarker(fixComment()!.body, MARKER_KEY)).toMatchObject({ phase: 'sending', run: runId });
    expect(decodeMarker(fixComment()!.body, MARKER_KEY)!.sending).toBeUndefined();
    expect(s.host.saved).toMatchObject({ settled: 'true' });
    world.sim.script.followup(runId, { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const again = job(2);
    await review(again);
    expect(landed(runId)).toHaveLength(1);
    expect(again.host.lines[0]).toBe(`sent the fix of ${fp} to run ${runId} (SUCCEEDED)`);
    expect(world.gh.state.commentsOf(2)).toHaveLength(2);
  });

  it('a comment left on its way by a job cut short: a re-run sends the fix only if the run has not moved since', async () => {
    const { runId, root } = await reviewed();
    const s = replyStep('@cloud-agent fix', root.id, 'Codertocat');
    const key = originOf(s.env, s.trigger, inputs()).key;
    const run = await s.client.runs.get(runId);
    const sending = (seen: string) =>
      world.gh.state.addComment({
        issue_number: 2,
        body: `Sending\n\n${marker({ key, run: runId, sending: { comment: String(s.trigger.comment!.id), since: seen }, phase: 'sending', state: 'SUCCEEDED', seen })}`,
        user: BOT,
      });
    // The run as the comment read it: the fix did not land.
    const left = sending(run.updated_at);
    world.sim.script.followup(runId, { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    await review(s);
    expect(landed(runId)).toHaveLength(1);
    expect(s.host.lines[0]).toBe(`sent the fix of ${fp} to run ${runId} (SUCCEEDED)`);
    // The run moved on after the comment read it: the fix landed, and is followed.
    // (The job wrote its report on the comment it found.)
    expect(world.gh.state.commentsOf(2).map((c) => c.id)).toEqual([
      world.gh.state.commentsOf(2)[0]!.id,
      left.id,
    ]);
    world.gh.state.comments.delete(left.id);
    sending('2026-01-01T00:00:00Z');
    const again = replyStep('@cloud-agent fix', root.id, 'Codertocat');
    Object.assign(again.trigger.comment!, { id: s.trigger.comment!.id });
    await review(again);
    expect(landed(runId)).toHaveLength(1);
    expect(again.host.lines[0]).toBe(
      `the fix of ${fp} was sent to run ${runId} by an earlier attempt of this job: following it (SUCCEEDED), nothing sent again`,
    );
  });

  it('the fix is followed at the pace given (ReviewOptions.poll)', async () => {
    const { runId, root } = await reviewed();
    world.sim.script.followup(runId, {
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 300 },
      ],
    });
    const slept: number[] = [];
    const poll = {
      initialMs: 7,
      factor: 1,
      maxMs: 7,
      random: () => 0.5,
      sleep: async (ms: number) => {
        slept.push(ms);
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    };
    const s = await review(replyStep('@cloud-agent fix', root.id), inputs(), { post: true, poll });
    expect(s.host.outputs).toMatchObject({ 'run-id': runId, state: 'SUCCEEDED' });
    expect(slept.length).toBeGreaterThan(0);
    expect(new Set(slept)).toEqual(new Set([7]));
  });

  it("the fix's budget counts from the run's credits when it was sent", async () => {
    seed();
    world.sim.script.run({
      ...ended(result([finding({ title: 'Off' })])),
      usageSteps: [{ afterMs: 0, usage: { inference_cost: 12 } }],
    });
    const runId = (await review()).host.outputs['run-id']!;
    world.sim.script.followup(runId, {
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 0 },
      ],
      usageSteps: [{ afterMs: 0, usage: { inference_cost: 15 } }],
    });
    const given = inputs();
    given.maxCredits = 10;
    const s = await review(replyStep('@cloud-agent fix', world.gh.state.reviewCommentsOf(2)[0]!.id), given);
    expect(followups()).toHaveLength(1);
    expect(s.host.outputs).toMatchObject({ 'run-id': runId, state: 'SUCCEEDED', credits: '15' });
  });

  it("a re-run counts the budget from where the earlier attempt's comment says; a comment that names another run is not a sent fix", async () => {
    seed();
    // The review's run has used 12 credits; the comment of the earlier attempt counted from 5 of them.
    world.sim.script.run({
      ...ended(result([finding({ title: 'Off' })])),
      usageSteps: [{ afterMs: 0, usage: { inference_cost: 12 } }],
    });
    const runId = (await review()).host.outputs['run-id']!;
    const root = world.gh.state.reviewCommentsOf(2)[0]!;
    const s = replyStep('@cloud-agent fix', root.id, 'Codertocat');
    const key = originOf(s.env, s.trigger, inputs()).key;
    const earlier = (run: string) =>
      world.gh.state.addComment({
        issue_number: 2,
        body: `Fixing\n\n${marker({ key, run, comment: String(s.trigger.comment!.id), commentKind: 'review', baseline: 5 })}`,
        user: BOT,
      });
    const tracking = earlier(runId);
    const given = inputs();
    given.maxCredits = 10;
    await review(s, given);
    expect(followups()).toEqual([]);
    expect(s.host.outputs).toMatchObject({ 'run-id': runId, credits: '12' });
    // Another run named: the fix was not sent to this one.
    world.gh.state.comments.delete(tracking.id);
    earlier('another-run');
    world.sim.script.followup(runId, { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const other = replyStep('@cloud-agent fix', root.id, 'Codertocat');
    Object.assign(other.trigger.comment!, { id: s.trigger.comment!.id });
    await review(other);
    expect(followups()).toHaveLength(1);
  });

  it('on a thread whose lines changed since (no line): the path alone', async () => {
    const { runId, root } = await reviewed();
    world.sim.script.followup(runId, { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    world.gh.state.outdatedThreads.add(root.id);
    await review(replyStep('@cloud-agent fix', root.id));
    expect(JSON.parse(followups()[0]!.body).message).toBe(
      `Fix the finding ${fp} of your review of pull request #2 (src/a.ts): important: Off\nPush the fix as a new commit to the pull request's branch changes (its head is ${HEAD}).`,
    );
  });

  it("on a person's thread, even one that copies the action's comment: a plain request", async () => {
    const { root } = await reviewed();
    const copy = world.gh.state.addReviewComment({
      pull_number: 2,
      body: root.body,
      user: 'octo-maintainer',
      line: 11,
    });
    const s = await review(replyStep('@cloud-agent fix', copy.id));
    expect(s.host.lines).toEqual([plain]);
    expect(followups()).toEqual([]);
  });

  it('a comment GitHub shows on no thread: a plain request', async () => {
    await reviewed();
    const e = payload('pull_request_review_comment', 'created');
    e.comment.id = 99;
    e.comment.body = '@cloud-agent fix';
    e.comment.user.login = 'Codertocat';
    e.comment.user.type = 'User';
    const s = await review(world.step({ eventName: 'pull_request_review_comment', payload: e }));
    expect(s.host.lines).toEqual([plain]);
    expect(followups()).toEqual([]);
  });

  it("on the action's threads whose marker is not a finding's of a run: a plain request", async () => {
    const { runId } = await reviewed();
    for (const key of [`xfinding:${fp}`, `finding:${fp}0`, `review:${HEAD}`]) {
      const root = world.gh.state.addReviewComment({
        pull_number: 2,
        body: `**important**: Off\n\nWhy.\n${marker({ key, run: runId })}`,
        user: BOT,
        line: 11,
      });
      const s = await review(replyStep('@cloud-agent fix', root.id));
      expect(s.host.lines).toEqual([plain]);
    }
    expect(followups()).toEqual([]);
  });

  it('a job cancelled before the run is read, or before the follow-up, sends nothing; with the fix on its way, it holds the run', async () => {
    const { root, runId } = await reviewed();
    const before = world.sim.requests.length;
    const cancelled = new AbortController();
    cancelled.abort();
    await expect(
      review(replyStep('@cloud-agent fix', root.id, 'Codertocat', cancelled.signal)),
    ).rejects.toThrow('getRun: aborted');
    expect(world.sim.requests.slice(before)).toEqual([]);
    const later = new AbortController();
    const s = replyStep('@cloud-agent fix', root.id, 'Codertocat', later.signal);
    const get = s.client.runs.get.bind(s.client.runs);
    s.client.runs.get = async (...args) => {
      const run = await get(...args);
      later.abort();
      return run;
    };
    // Cancelled before the tracking comment that goes first (recordSending): neither it nor the fix is sent.
    const comments = world.gh.state.commentsOf(2).length;
    await expect(review(s)).rejects.toThrow(/^This operation was aborted$/);
    expect(world.sim.requests.slice(before).map((r) => r.operation)).toEqual(['getRun']);
    expect(world.gh.state.commentsOf(2)).toHaveLength(comments);
    // Cancelled with the fix on its way (it landed): the comment says it may not have reached the agent (a cancel is
    // not an answer), and the run is held for the post step, which stops the work the fix started.
    const late = new AbortController();
    const third = replyStep('@cloud-agent fix', root.id, 'Codertocat', late.signal);
    world.sim.script.followup(runId, { timeline: [{ state: 'INPROGRESS', afterMs: 0 }] });
    world.sim.faults.inject({
      operation: 'createFollowup',
      fault: {
        edit: (body) => {
          late.abort();
          return body;
        },
      },
    });
    await expect(review(third)).rejects.toThrow('createFollowup: aborted');
    expect(world.sim.requests.slice(before).map((r) => r.operation)).toEqual([
      'getRun',
      'getRun',
      'createFollowup',
    ]);
    expect(landed(runId)).toHaveLength(1);
    const left = world.gh.state.commentsOf(2).at(-1)!;
    expect(left.body.split('\n\n')[0]).toBe('### ⚠️ The fix may not have reached the agent');
    expect(decodeMarker(left.body, MARKER_KEY)).toMatchObject({ phase: 'sending' });
    expect(third.host.saved).toMatchObject({ run_id: runId, settled: 'false' });
  });
});
