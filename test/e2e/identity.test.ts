/**
 * The action knows who it is, end to end: with a GitHub App's installation token (the set-up that lets the agent's
 * pull requests start workflows) the action writes as `<app>[bot]`, and GitHub answers `GET /user` 403 for such a
 * token. The action asks GraphQL's `viewer { login }` instead, so it finds its own tracking comment: a reply on the
 * thread is a follow-up to the same run (one run, one tracking comment), `status`, settle and the post step find the
 * thread's run. When GitHub does not say who the token is, nothing is guessed: nothing is sent or posted, and a
 * settle leaves the run for the next one. The bundle as the runner runs it, against the fake GitHub with
 * `ghs_app_token` (cloud-agent-app[bot]).
 */
import { describe, expect, it } from 'vitest';
import { decodeMarker } from '../../src/render/marker.ts';
import { APP_BOT, startFakeGitHub, type FakeGitHub } from '../github/fake-github.ts';
import { runStep, type ActionRun } from './harness.ts';
import { LONG_RUN, MARKER_KEY, inputs, payload } from './setup.ts';
import {
  commentEvent,
  onComment,
  serviceOps,
  tracking,
  useConversationWorld,
  world,
} from './conversation-world.ts';

useConversationWorld();

const APP = { githubToken: 'ghs_app_token' };
/** A run that works for ten minutes of the simulator's time (a minute at the step's pace): ended by advancing its clock. */
const TEN_MINUTES = 600_000;
const RUN = {
  timeline: [
    { state: 'QUEUED' as const, afterMs: 0 },
    { state: 'INPROGRESS' as const, afterMs: 500 },
    { state: 'SUCCEEDED' as const, afterMs: TEN_MINUTES },
  ],
};
/** The same, at work only a minute after it was made: well after the first step's report, which shows it QUEUED. */
const LATER_RUN = {
  timeline: [
    { state: 'QUEUED' as const, afterMs: 0 },
    { state: 'INPROGRESS' as const, afterMs: 60_000 },
    { state: 'SUCCEEDED' as const, afterMs: TEN_MINUTES },
  ],
};

/** The GitHub requests since `from`, as `METHOD path status`. */
const github = (from = 0) => world.gh.requests.slice(from).map((r) => `${r.method} ${r.path} ${r.status}`);
const commentPath = (id: number) => `/repos/acme/app/issues/comments/${id}`;
const reactionsOn = () =>
  world.gh.state.reactions.map((r) => [(r.subject as { id: number }).id, r.content, r.user]);

const settle = (extra: Record<string, string> = {}): Promise<ActionRun> =>
  runStep({
    inputs: inputs(world, { command: 'settle', ...extra }),
    eventName: 'schedule',
    payload: { schedule: '*/20 * * * *' },
    apiUrl: world.gh.url,
    ...APP,
  });
const results = (run: ActionRun) =>
  JSON.parse(run.outputs.results!) as {
    run_id: string;
    action: string;
    thread: number;
    comment_url: string;
  }[];

describe("a GitHub App's installation token", () => {
  it('one run and one tracking comment by the app: a reply is a follow-up; status and settle find the run', async () => {
    world.sim.script.run(LATER_RUN);
    const asking = commentEvent('@cloud-agent start on the parser');
    const askingId = asking.comment.id as number;
    const first = await onComment(asking, { wait: 'false' }, 'issue_comment', APP);
    expect(first.code).toBe(0);
    const runId = first.outputs['run-id']!;
    const [comment] = tracking();
    expect(tracking().map((c) => c.user)).toEqual([APP_BOT]);
    expect(github()).toEqual([
      'POST /graphql 200',
      'GET /repos/acme/app/collaborators/Codertocat/permission 200',
      `POST ${commentPath(askingId)}/reactions 201`,
      'GET /repos/acme/app/issues/1/comments 200',
      'POST /repos/acme/app/issues/1/comments 201',
      'GET /repos/acme/app/issues/1/comments 200',
    ]);
    expect(world.gh.requests[0]!.body).toEqual({ query: 'query { viewer { login } }', variables: {} });

    // The reply: the app's comment is found as the action's own, so the request goes to the thread's run.
    expect(decodeMarker(comment!.body, MARKER_KEY)).toMatchObject({ run: runId, state: 'QUEUED' });
    world.sim.clock.advance(60_000);
    let from = world.gh.requests.length;
    const reply = commentEvent('@cloud-agent also add tests');
    const second = await onComment(reply, { wait: 'false' }, 'issue_comment', APP);
    expect(second.code).toBe(0);
    expect(second.outputs['run-id']).toBe(runId);
    expect(second.stdout).toContain(`sent the comment to run ${runId} (INPROGRESS) as a follow-up`);
    expect(github(from)).toEqual([
      'POST /graphql 200',
      'GET /repos/acme/app/collaborators/Codertocat/permission 200',
      `POST ${commentPath(reply.comment.id as number)}/reactions 201`,
      'GET /repos/acme/app/issues/1/comments 200',
      // The run works on since its comment last showed it (wait: false): the comment is read again before joining.
      'GET /repos/acme/app/issues/1/comments 200',
      // The request recorded on its way before it is sent: the comment read once more, and its marker written.
      `GET ${commentPath(comment!.id)} 200`,
      `PATCH ${commentPath(comment!.id)} 200`,
      `PATCH ${commentPath(comment!.id)} 200`,
    ]);
    expect(serviceOps().filter((o) => o === 'createRun' || o === 'createFollowup')).toEqual([
      'createRun',
      'createFollowup',
    ]);
    expect(world.sim.requests.filter((r) => r.operation === 'createFollowup').map((r) => r.path)).toEqual([
      `/api/v1/agent/runs/${runId}/followups`,
    ]);
    expect(tracking().map((c) => [c.id, c.user])).toEqual([[comment!.id, APP_BOT]]);

    // Status: the same comment, refreshed.
    from = world.gh.requests.length;
    const asked = commentEvent('@cloud-agent status');
    const status = await onComment(asked, {}, 'issue_comment', APP);
    expect(status.code).toBe(0);
    expect(github(from)).toEqual([
      'POST /graphql 200',
      'GET /repos/acme/app/collaborators/Codertocat/permission 200',
      `POST ${commentPath(asked.comment.id as number)}/reactions 201`,
      'GET /repos/acme/app/issues/1/comments 200',
      `PATCH ${commentPath(comment!.id)} 200`,
      `POST ${commentPath(asked.comment.id as number)}/reactions 201`,
    ]);
    expect(tracking()).toHaveLength(1);
    expect(tracking()[0]!.body).toContain('Status asked by @Codertocat.');
    expect(tracking()[0]!.body).toContain('- **State**: `INPROGRESS`');

    // The run ends; the settle finds the thread's run by the app's comment and finishes it there.
    world.sim.clock.advance(TEN_MINUTES);
    from = world.gh.requests.length;
    const settled = await settle();
    expect(settled.code).toBe(0);
    const commentUrl = `https://github.com/acme/app/issues/1#issuecomment-${comment!.id}`;
    expect(results(settled)).toEqual([
      {
        run_id: runId,
        state: 'SUCCEEDED',
        thread: 1,
        comment_url: commentUrl,
        action: 'finished',
        detail: 'final report written (SUCCEEDED)',
      },
    ]);
    expect(github(from)).toEqual([
      'GET /repos/acme/app/actions/workflows/agent.yml/runs 200',
      'POST /graphql 200',
      'GET /repos/acme/app/issues/1/comments 200',
      `GET ${commentPath(comment!.id)} 200`,
      // Read once more once the report is made: a job that wrote it meanwhile is not written over.
      `GET ${commentPath(comment!.id)} 200`,
      // The asking comment's reactions, read for the app's own: it reacts only where it gave no 🚀 or 😕 yet.
      `GET ${commentPath(reply.comment.id as number)}/reactions 200`,
      `POST ${commentPath(reply.comment.id as number)}/reactions 201`,
      `PATCH ${commentPath(comment!.id)} 200`,
    ]);
    expect(tracking().map((c) => [c.id, c.user])).toEqual([[comment!.id, APP_BOT]]);
    expect(tracking()[0]!.body.split('\n')[0]).toBe(
      '### ✅ Cloud agent run succeeded: Issue #1: Spelling error in the README file',
    );
    expect(decodeMarker(tracking()[0]!.body, MARKER_KEY)).toMatchObject({ run: runId, phase: 'final' });

    // Everything was written as the app; no comment of github-actions[bot]; GET /user never asked.
    expect(
      world.gh.state
        .commentsOf(1)
        .filter((c) => c.user !== 'Codertocat')
        .map((c) => c.user),
    ).toEqual([APP_BOT]);
    expect(reactionsOn()).toEqual([
      [askingId, 'eyes', APP_BOT],
      [reply.comment.id, 'eyes', APP_BOT],
      [asked.comment.id, 'eyes', APP_BOT],
      [asked.comment.id, 'rocket', APP_BOT],
      [reply.comment.id, 'rocket', APP_BOT],
    ]);
    expect(world.gh.requests.filter((r) => r.path === '/user')).toEqual([]);
    expect(world.gh.requests.every((r) => r.login === APP_BOT)).toBe(true);

    // A second settle writes nothing: the thread's run is settled.
    from = world.gh.requests.length;
    const again = await settle();
    expect(results(again).map((r) => r.action)).toEqual(['already-settled']);
    expect(github(from).filter((r) => !r.startsWith('GET ') && !r.startsWith('POST /graphql '))).toEqual([]);
  });

  it('a job cancelled mid-run: the post step cancels the run and finishes the app’s tracking comment', async () => {
    world.sim.script.run(LONG_RUN);
    const event = commentEvent('@cloud-agent start on the parser');
    const main = await onComment(event, {}, 'issue_comment', {
      ...APP,
      kill: { signal: 'SIGKILL', when: () => tracking().length > 0 },
    });
    expect(main.signal).toBe('SIGKILL');
    const from = world.gh.requests.length;
    const post = await onComment(event, {}, 'issue_comment', { ...APP, state: main.state });
    expect(post.code).toBe(0);
    expect(post.stdout).toContain(`cancelled run ${main.state.run_id}`);
    expect(github(from)[0]).toBe('POST /graphql 200');
    expect(github(from).at(-1)).toBe(`PATCH ${commentPath(tracking()[0]!.id)} 200`);
    expect(tracking().map((c) => c.user)).toEqual([APP_BOT]);
    expect(tracking()[0]!.body.split('\n')[0]).toBe(
      '### 🚫 Cloud agent run cancelled: Issue #1: Spelling error in the README file',
    );
  });
});

describe('when GitHub does not say who the token is, nothing is guessed', () => {
  const refused = {
    operationId: 'graphql' as const,
    status: 200,
    body: {
      errors: [{ type: 'FORBIDDEN', message: 'Resource protected by organization SAML enforcement.' }],
    },
  };
  const why = () =>
    `could not learn which login the GitHub token writes as: GitHub's GraphQL API (${world.gh.url}/graphql) answered viewer { login } with errors: Resource protected by organization SAML enforcement. (FORBIDDEN); without it the action cannot tell its own comments; re-run the job`;

  it('a comment that calls the action: the step fails before anything is sent or posted', async () => {
    world.gh.faults.inject(refused);
    const result = await onComment(
      commentEvent('@cloud-agent start on the parser'),
      {},
      'issue_comment',
      APP,
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`::error::${why()}\n`);
    expect(github()).toEqual(['POST /graphql 200']);
    expect(world.sim.requests).toEqual([]);
    expect(world.gh.state.reactions).toEqual([]);
    expect(world.gh.state.commentsOf(1).map((c) => c.user)).toEqual(['Codertocat']);
  });

  it('settle: the run is left for the next settle, nothing written; the next settle finishes it', async () => {
    world.sim.script.run(RUN);
    const first = await onComment(
      commentEvent('@cloud-agent start'),
      { wait: 'false' },
      'issue_comment',
      APP,
    );
    const runId = first.outputs['run-id']!;
    world.sim.clock.advance(TEN_MINUTES);
    world.gh.faults.inject(refused);
    let from = world.gh.requests.length;
    const failed = await settle();
    expect(failed.code).toBe(1);
    expect(results(failed)).toEqual([
      {
        run_id: runId,
        state: 'SUCCEEDED',
        thread: 1,
        comment_url: null,
        action: 'not-settled',
        detail: `could not read the comments of #1: ${why()}; its report is left to the next settle`,
        retry: true,
      },
    ]);
    expect(github(from)).toEqual([
      'GET /repos/acme/app/actions/workflows/agent.yml/runs 200',
      'POST /graphql 200',
    ]);
    expect(tracking()).toHaveLength(1);
    expect(decodeMarker(tracking()[0]!.body, MARKER_KEY)).toMatchObject({ run: runId, phase: 'detached' });

    from = world.gh.requests.length;
    const next = await settle();
    expect(next.code).toBe(0);
    expect(results(next).map((r) => [r.run_id, r.action])).toEqual([[runId, 'finished']]);
    expect(github(from).at(-1)).toBe(`PATCH ${commentPath(tracking()[0]!.id)} 200`);
    expect(tracking().map((c) => c.user)).toEqual([APP_BOT]);
  });

  it('GITHUB_GRAPHQL_URL on another origin than GITHUB_API_URL: refused before any request', async () => {
    const result = await onComment(commentEvent('@cloud-agent start'), {}, 'issue_comment', {
      ...APP,
      env: { GITHUB_GRAPHQL_URL: 'https://graphql.example/graphql' },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      `::error::GITHUB_GRAPHQL_URL (https://graphql.example) is not on the origin of GITHUB_API_URL (${world.gh.url}): the GitHub token is sent to GitHub's API only; leave both to the runner, or unset GITHUB_GRAPHQL_URL\n`,
    );
    expect(world.gh.requests).toEqual([]);
    expect(world.sim.requests).toEqual([]);
  });
});

describe('GitHub Enterprise Server', () => {
  /** A comment on issue #1 of `ghes`, as an issue_comment.created payload. */
  function commentOn(ghes: FakeGitHub, body: string) {
    const event = payload('issue_comment', 'created');
    const record = ghes.state.addComment({ issue_number: 1, body, user: 'Codertocat' });
    event.comment.id = record.id;
    event.comment.body = body;
    return event;
  }

  it('without GITHUB_GRAPHQL_URL, /api/graphql beside /api/v3: the app finds its comment, the reply follows up', async () => {
    const ghes = await startFakeGitHub({ enterprise: true });
    try {
      ghes.state.addIssue({ number: 1, title: 'Spelling error in the README file', user: 'Codertocat' });
      ghes.state.setPermission('Codertocat', 'write');
      world.sim.script.run(LONG_RUN);
      const step = (body: string) =>
        runStep({
          inputs: inputs(world, { wait: 'false' }),
          eventName: 'issue_comment',
          payload: commentOn(ghes, body),
          apiUrl: ghes.url,
          env: { GITHUB_GRAPHQL_URL: '' },
          ...APP,
        });
      const first = await step('@cloud-agent start on the parser');
      const second = await step('@cloud-agent also add tests');
      expect([first.code, second.code]).toEqual([0, 0]);
      expect(second.outputs['run-id']).toBe(first.outputs['run-id']);
      expect(serviceOps().filter((o) => o === 'createRun' || o === 'createFollowup')).toEqual([
        'createRun',
        'createFollowup',
      ]);
      const own = ghes.state.commentsOf(1).filter((c) => decodeMarker(c.body, MARKER_KEY));
      expect(own.map((c) => c.user)).toEqual([APP_BOT]);
      const paths = ghes.requests.map((r) => `${r.method} ${r.path}`);
      expect(paths.filter((p) => p.endsWith('/graphql'))).toEqual(['POST /api/graphql', 'POST /api/graphql']);
      expect(paths.every((p) => p === 'POST /api/graphql' || p.split(' ')[1]!.startsWith('/api/v3/'))).toBe(
        true,
      );
    } finally {
      await ghes.close();
    }
  });
});
