/**
 * Conversations from the thread, end to end: who may start work by a comment (permission levels, bots, the
 * trigger phrase), on real issue_comment payloads, the bundle run as the runner runs it.
 */
import { describe, expect, it } from 'vitest';
import { encodeMarker } from '../../src/render/marker.ts';
import { MARKER_KEY } from './setup.ts';
import {
  commentEvent,
  onComment,
  reactions,
  serviceOps,
  tracking,
  useConversationWorld,
  world,
} from './conversation-world.ts';

useConversationWorld();

describe('who may trigger', () => {
  it('a collaborator with write permission starts a run: 👀, one run, one tracking comment, 🚀', async () => {
    const result = await onComment(commentEvent('@cloud-agent please fix the typo in the README'));
    expect(result.code).toBe(0);
    expect(
      world.gh.requests
        .filter((r) => r.operationId === 'repos/get-collaborator-permission-level')
        .map((r) => r.path),
    ).toEqual(['/repos/acme/app/collaborators/Codertocat/permission']);
    expect(serviceOps().filter((o) => o === 'createRun')).toHaveLength(1);
    const created = JSON.parse(world.sim.requests.find((r) => r.operation === 'createRun')!.body) as {
      prompt: string;
      metadata: Record<string, string>;
    };
    expect(
      created.prompt.startsWith('The request below was written in a GitHub comment by @Codertocat.'),
    ).toBe(true);
    expect(created.prompt).toContain('~~~~text request\nplease fix the typo in the README\n~~~~');
    expect(created.prompt).toContain('- Issue: #1');
    expect(created.metadata.gh_conversation).toMatch(/^[0-9a-f]{32}$/);
    expect(reactions()).toEqual(['eyes', 'rocket']);
    expect(tracking()).toHaveLength(1);
    expect(tracking()[0]!.body).toContain('Started from a comment by @Codertocat');
    expect(tracking()[0]!.body).toContain(
      'Reply on this thread with `@cloud-agent <message>` to continue, or `@cloud-agent cancel` to stop.',
    );
  });

  it.each([
    ['read', 'write, maintain, admin'],
    ['triage', 'write, maintain, admin'],
  ])(
    '%s permission: refused politely, nothing sent to the service (author_association OWNER does not matter)',
    async (permission) => {
      world.gh.state.setPermission('Codertocat', permission as 'read');
      const result = await onComment(commentEvent('@cloud-agent delete everything'));
      expect(result.code).toBe(0);
      expect(world.sim.requests).toHaveLength(0);
      expect(result.stdout).toContain(
        `::warning::not starting anything: @Codertocat has ${permission} permission; write, maintain, admin is needed`,
      );
      const replies = world.gh.state.commentsOf(1).filter((c) => c.user === 'github-actions[bot]');
      expect(replies.map((c) => c.body)).toEqual([
        '@Codertocat thanks for asking, but only collaborators with write, maintain, admin permission can start the cloud agent on this repository.',
      ]);
    },
  );

  it('reply-to-refused false: refused without a word on the thread', async () => {
    world.gh.state.setPermission('Codertocat', 'read');
    await onComment(commentEvent('@cloud-agent hi'), { 'reply-to-refused': 'false' });
    expect(world.sim.requests).toHaveLength(0);
    expect(world.gh.count('issues/create-comment')).toBe(0);
  });

  it('allowed-permissions can admit triage', async () => {
    world.gh.state.setPermission('Codertocat', 'triage');
    const result = await onComment(commentEvent('@cloud-agent label this'), {
      'allowed-permissions': 'triage, write, maintain, admin',
    });
    expect(result.code).toBe(0);
    expect(serviceOps()).toContain('createRun');
  });

  it('a failed permission look-up refuses and fails the step, without a word on the thread', async () => {
    world.gh.faults.inject({ operationId: 'repos/get-collaborator-permission-level', times: 5, status: 500 });
    const result = await onComment(commentEvent('@cloud-agent go'));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      '::error::could not look up the permission of @Codertocat on acme/app (HTTP 500): refusing to start; re-run the job',
    );
    expect(world.sim.requests).toHaveLength(0);
    expect(world.gh.count('issues/create-comment')).toBe(0);
    expect(reactions()).toEqual([]);
  });

  it.each([
    [
      'a bot',
      () => commentEvent('@cloud-agent bump deps', { login: 'dependabot[bot]', type: 'Bot' }),
      'not starting anything: @dependabot[bot] is a bot that is not in allowed-bots',
    ],
    [
      'the action itself',
      () =>
        commentEvent(`### ✅ done\n\n@cloud-agent\n\n${encodeMarker({ v: 2, key: 'k' }, MARKER_KEY)}`, {
          login: 'github-actions[bot]',
          type: 'Bot',
        }),
      "not starting anything: the comment is the action's own",
    ],
    [
      'an edited comment',
      () => commentEvent('@cloud-agent now do it', { action: 'edited' }),
      'not starting anything: the comment was edited; only new comments start work',
    ],
    [
      'a deleted comment',
      () => commentEvent('@cloud-agent now do it', { action: 'deleted' }),
      'not starting anything: the comment was deleted; only new comments start work',
    ],
  ])('%s: nothing sent to the service or GitHub', async (_what, event, line) => {
    const result = await onComment(event());
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(line);
    expect(world.sim.requests).toHaveLength(0);
    expect(world.gh.requests).toHaveLength(0);
  });

  it('a bot listed in allowed-bots is heard without a permission look-up (bots are not collaborators)', async () => {
    world.gh.state.addUser({ login: 'ci-helper[bot]', type: 'Bot' });
    const result = await onComment(
      commentEvent('@cloud-agent retry the flaky test', { login: 'ci-helper[bot]', type: 'Bot' }),
      { 'allowed-bots': 'ci-helper[bot]' },
    );
    expect(result.code).toBe(0);
    expect(serviceOps()).toContain('createRun');
    expect(world.gh.count('repos/get-collaborator-permission-level')).toBe(0);
  });

  it('a comment deleted before its job took it up is withdrawn: success, nothing started, nothing posted', async () => {
    const event = commentEvent('@cloud-agent please fix the typo in the README');
    world.gh.state.comments.delete(event.comment.id);
    const result = await onComment(event);
    expect(result.code).toBe(0);
    expect(world.sim.requests).toHaveLength(0);
    expect(world.gh.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'POST /graphql 200',
      'GET /repos/acme/app/collaborators/Codertocat/permission 200',
      `POST /repos/acme/app/issues/comments/${event.comment.id}/reactions 404`,
    ]);
    expect(result.stdout).toContain(
      `the comment ${event.comment.html_url} is gone (deleted): no eyes reaction on it\n` +
        'the comment was deleted before this job took it up: nothing is done for it\n',
    );
    expect(result.stdout).not.toContain('::warning::');
    expect(world.gh.state.commentsOf(1)).toEqual([]);
  });

  it('a refused comment deleted before its job: no reply to what was withdrawn', async () => {
    world.gh.state.setPermission('Codertocat', 'read');
    const event = commentEvent('@cloud-agent delete everything');
    world.gh.state.comments.delete(event.comment.id);
    const result = await onComment(event);
    expect(result.code).toBe(0);
    expect(world.sim.requests).toHaveLength(0);
    expect(world.gh.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'POST /graphql 200',
      'GET /repos/acme/app/collaborators/Codertocat/permission 200',
      `GET /repos/acme/app/issues/comments/${event.comment.id} 404`,
    ]);
    expect(result.stdout).toContain(
      '::warning::not starting anything: @Codertocat has read permission; write, maintain, admin is needed\n' +
        'the comment was deleted since: no reply to it\n',
    );
    expect(world.gh.state.commentsOf(1)).toEqual([]);
  });

  it('no trigger phrase (or only quoted, in code, or inside a word): success, nothing called', async () => {
    for (const body of [
      'thanks, looks good',
      '> @cloud-agent do it\n\nno',
      'see `@cloud-agent`',
      '```\n@cloud-agent run\n```',
      'mail me at x@cloud-agent.dev',
      '@cloud-agents are great',
    ]) {
      const result = await onComment(commentEvent(body));
      expect(result.code, body).toBe(0);
      expect(result.stdout).toContain('the comment does not call @cloud-agent: nothing to do');
    }
    expect(world.sim.requests).toHaveLength(0);
    expect(world.gh.requests).toHaveLength(0);
  });

  it('the phrase matches in any case, and a custom phrase works', async () => {
    await onComment(commentEvent('Hey @Cloud-Agent, fix it'));
    expect(serviceOps().filter((o) => o === 'createRun')).toHaveLength(1);
    const result = await onComment(commentEvent('/robot fix the other one too'), {
      'trigger-phrase': '/robot',
    });
    expect(result.code).toBe(0);
    expect(world.sim.requests.filter((r) => r.operation === 'createFollowup')).toHaveLength(1);
  });
});
