/**
 * The world of the conversation end-to-end tests (conversation*.test.ts): issue #1 and pull request #2 by
 * Codertocat, who has write permission, and the helpers that send comments to the bundle. Each test file calls
 * useConversationWorld() once, which gives each of its tests a fresh world.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { decodeMarker } from '../../src/render/marker.ts';
import { runStep, type ActionRun } from './harness.ts';
import { API_KEY, MARKER_KEY, inputs, payload, startWorld, type World } from './setup.ts';

export let world: World;

export function useConversationWorld(): void {
  beforeEach(async () => {
    world = await startWorld();
    world.gh.state.addIssue({
      number: 1,
      title: 'Spelling error in the README file',
      body: "It looks like you accidently spelled 'commit' with two 't's.",
      user: 'Codertocat',
    });
    world.gh.state.addPullRequest({
      number: 2,
      title: 'Update the README with new information.',
      body: 'This is a pretty simple change.',
      user: 'Codertocat',
      head: { ref: 'changes', sha: 'ec26c3e57ca3a959ca5aad62de7213c562f8c821' },
      base: { ref: 'master' },
      files: [{ filename: 'README.md', status: 'modified', additions: 1, deletions: 1 }],
    });
    world.gh.state.setPermission('Codertocat', 'write');
  });
  afterEach(async () => {
    await world.close();
  });
}

/** A real issue_comment.created payload with this comment on issue #1. */
export function commentEvent(body: string, options: { login?: string; type?: string; action?: string } = {}) {
  const event = payload('issue_comment', options.action === 'edited' ? 'edited' : 'created');
  event.action = options.action ?? event.action;
  // The comment exists on the thread, as it would on GitHub; the event carries its id.
  const record = world.gh.state.addComment({ issue_number: 1, body, user: options.login ?? 'Codertocat' });
  const id = record.id;
  event.comment.id = id;
  event.comment.created_at = record.created_at;
  event.comment.body = body;
  event.comment.html_url = `https://github.com/acme/app/issues/1#issuecomment-${id}`;
  if (options.login) event.comment.user.login = options.login;
  if (options.type) event.comment.user.type = options.type;
  return event;
}

export const onComment = (
  event: Record<string, unknown>,
  extra: Record<string, string> = {},
  eventName = 'issue_comment',
  more: Partial<Parameters<typeof runStep>[0]> = {},
) => runStep({ inputs: inputs(world, extra), eventName, payload: event, apiUrl: world.gh.url, ...more });

export const serviceOps = () => world.sim.requests.map((r) => r.operation);
export const tracking = (number = 1) =>
  world.gh.state.commentsOf(number).filter((c) => decodeMarker(c.body, MARKER_KEY));
export const reactions = () => world.gh.state.reactions.map((r: { content: string }) => r.content);

export function noWorkflowCommandsFrom(result: ActionRun): void {
  const commands = result.stdout.split('\n').filter((l) => l.startsWith('::'));
  for (const line of commands) {
    expect(
      line === `::add-mask::${API_KEY}` || /^::(error|warning|debug|notice|group|endgroup)::/.test(line),
      line,
    ).toBe(true);
  }
  expect(result.stdout, 'the legacy ##[ command opener').not.toContain('##[');
}
