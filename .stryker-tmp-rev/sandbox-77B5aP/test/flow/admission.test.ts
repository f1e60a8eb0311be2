/**
 * Who may start work, decided from the event and the author's access (a repository double answers the access and
 * records every reply): which comments are ignored before any request, which events are gated and how a refusal
 * is told on the thread (once, in exact words, never for a quiet refusal).
 */
import { describe, expect, it } from 'vitest';
import {
  admitBenchmarks,
  admitEvent,
  answerRefused,
  BenchmarksRefused,
  ignoredBecause,
  isBot,
  refusalText,
  Refused,
} from '../../src/flow/admission.ts';
import type { CommentInfo, Trigger } from '../../src/flow/context.ts';
import { deriveMarkerKey } from '../../src/flow/marker-key.ts';
import type { Step } from '../../src/flow/step.ts';
import type { Access, Repository } from '../../src/flow/host.ts';
import { encodeMarker } from '../../src/render/marker.ts';
import { inputs } from '../helpers/inputs.ts';
import { memoryHost } from '../helpers/step.ts';

const rules = inputs().conversation;
const markerKey = deriveMarkerKey('sk-unit');

const baseTrigger: Trigger = {
  event: 'issues',
  action: 'opened',
  repo: { owner: 'acme', repo: 'app' },
  number: 1,
  isPullRequest: false,
  title: 'Bug',
  body: 'It breaks.',
  url: undefined,
  author: 'octo',
  authorType: 'User',
  labels: [],
  pullRequest: undefined,
  comment: undefined,
  actor: 'octo',
  createdAt: undefined,
};

interface RepoDouble {
  access?: Access | Error;
  bodies?: string[] | Error;
  replyError?: Error;
}

/** A step on `trigger` with a repository double; `asked` and `replies` record what it was asked and told. */
/** `repo` null: the step has no repository (no github-token). */
function stepWith(trigger: Partial<Trigger>, repo: RepoDouble | null = {}) {
  const asked: unknown[] = [];
  const replies: [number, string][] = [];
  const repository =
    repo === null
      ? undefined
      : {
          access: async (author: unknown, given: unknown) => {
            asked.push([author, given]);
            if (repo.access instanceof Error) throw repo.access;
            return repo.access ?? { allowed: true, permission: 'write' };
          },
          commentBodies: async (number: number) => {
            asked.push(['bodies', number]);
            if (repo.bodies instanceof Error) throw repo.bodies;
            return repo.bodies ?? [];
          },
          reply: async (number: number, body: string) => {
            if (repo.replyError) throw repo.replyError;
            replies.push([number, body]);
          },
        };
  const host = memoryHost();
  const step = {
    trigger: { ...baseTrigger, ...trigger },
    repository: repository as unknown as Repository | undefined,
    host,
    markerKey,
  } as unknown as Step;
  return { step, host, asked, replies };
}

describe('isBot', () => {
  it.each([
    ['dependabot[bot]', 'User', true],
    ['Renovate[BOT]', undefined, true],
    ['octo', 'Bot', true],
    ['octo', 'User', false],
    ['robot', undefined, false],
    ['[bot]octo', 'User', false],
  ])('%s (%s): %s', (login, type, bot) => {
    expect(isBot(login, type)).toBe(bot);
  });
});

describe('refusalText', () => {
  it('thanks, and names the permissions needed', () => {
    expect(
      refusalText('octo', 'opening this issue', { ...rules, allowedPermissions: ['maintain', 'admin'] }),
    ).toBe(
      '@octo thanks for opening this issue, but only collaborators with maintain, admin permission can start the cloud agent on this repository.',
    );
  });
});

describe('admitEvent', () => {
  it.each(['issue_comment', 'push', 'schedule', 'workflow_dispatch'])(
    '%s is not gated: no question asked',
    async (event) => {
      const { step, asked } = stepWith({ event });
      await expect(admitEvent(step, rules)).resolves.toBeUndefined();
      expect(asked).toEqual([]);
    },
  );

  it('allow-untrusted-authors: anyone may start work', async () => {
    const { step, asked } = stepWith({ event: 'pull_request_target' });
    await expect(admitEvent(step, { ...rules, allowUntrustedAuthors: true })).resolves.toBeUndefined();
    expect(asked).toEqual([]);
  });

  it.each(['issues', 'pull_request', 'pull_request_target', 'workflow_run'])(
    '%s: the author is asked about, and admitted with their permission logged',
    async (event) => {
      const { step, asked, host } = stepWith({ event, author: 'octo', authorType: 'User' });
      await admitEvent(step, rules);
      expect(asked).toEqual([[{ login: 'octo', type: 'User' }, rules]]);
      expect(host.lines).toEqual([`the ${event} event is by @octo, who has write permission: starting`]);
    },
  );

  it('a refused author: rejected with the refusal', async () => {
    const refusal: Access = { allowed: false, reason: '@octo has read permission', quiet: false };
    const { step } = stepWith({ event: 'issues' }, { access: refusal });
    const err = (await admitEvent(step, rules).catch((e: unknown) => e)) as Refused;
    expect(err).toBeInstanceOf(Refused);
    expect(err.access).toEqual(refusal);
    expect(err.message).toBe('@octo has read permission');
  });

  it('no author to check: a quiet refusal, no question asked', async () => {
    const { step, asked } = stepWith({ event: 'workflow_run', author: undefined });
    const err = (await admitEvent(step, rules).catch((e: unknown) => e)) as Refused;
    expect(err).toBeInstanceOf(Refused);
    expect(err.access).toEqual({
      allowed: false,
      reason: 'the workflow_run event names no author to check',
      quiet: true,
    });
    expect(asked).toEqual([]);
  });

  it('no token to ask with: an input error at once', () => {
    const { step } = stepWith({ event: 'pull_request', author: 'octo' }, null);
    expect(() => admitEvent(step, rules)).toThrow(
      'Input "github-token": is required on pull_request events, to check the permission of @octo whose text would start the work (or set allow-untrusted-authors: true to let anyone\'s text start it)',
    );
  });
});

describe('answerRefused', () => {
  const refusal: Extract<Access, { allowed: false }> = {
    allowed: false,
    reason: '@octo has read permission',
    quiet: false,
  };

  it('an issue: a warning, and the answer on the thread', async () => {
    const { step, host, replies, asked } = stepWith({});
    await answerRefused(step, rules, refusal);
    expect(host.lines).toEqual(['warning: not starting anything: @octo has read permission']);
    expect(asked).toEqual([['bodies', 1]]);
    expect(replies).toEqual([[1, refusalText('octo', 'opening this issue', rules)]]);
  });

  it('a pull request is thanked as one', async () => {
    const { step, replies } = stepWith({ isPullRequest: true, number: 2 });
    await answerRefused(step, rules, refusal);
    expect(replies).toEqual([[2, refusalText('octo', 'opening this pull request', rules)]]);
  });

  it('a quiet refusal is logged as information, nothing said', async () => {
    const { step, host, replies, asked } = stepWith({});
    await answerRefused(step, rules, { ...refusal, quiet: true });
    expect(host.lines).toEqual(['not starting anything: @octo has read permission']);
    expect(replies).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('the thread already has the answer: not said twice', async () => {
    const { step, host, replies } = stepWith(
      {},
      { bodies: ['hi', refusalText('octo', 'opening this issue', rules)] },
    );
    await answerRefused(step, rules, refusal);
    expect(replies).toEqual([]);
    expect(host.lines).toEqual([
      'warning: not starting anything: @octo has read permission',
      'the thread already has this answer',
    ]);
  });

  it.each<[string, Partial<Trigger>, RepoDouble | null, boolean]>([
    ['reply-to-refused false', {}, {}, false],
    ['no repository', {}, null, true],
    ['no thread', { number: undefined }, {}, true],
    ['no author', { author: undefined }, {}, true],
  ])('%s: nothing said', async (_what, trigger, repo, replyToRefused) => {
    const { step, replies, asked, host } = stepWith(trigger, repo);
    await answerRefused(step, { ...rules, replyToRefused }, refusal);
    expect(replies).toEqual([]);
    expect(asked).toEqual([]);
    expect(host.lines).toEqual(['warning: not starting anything: @octo has read permission']);
  });

  it('the thread cannot be read, or the answer posted: a warning', async () => {
    const unread = stepWith({}, { bodies: new Error('HTTP 502') });
    await answerRefused(unread.step, rules, refusal);
    expect(unread.host.lines.at(-1)).toBe('warning: could not answer on the thread (HTTP 502)');
    const unposted = stepWith({}, { replyError: new Error('HTTP 403') });
    await answerRefused(unposted.step, rules, refusal);
    expect(unposted.host.lines.at(-1)).toBe('warning: could not answer on the thread (HTTP 403)');
  });
});

describe('ignoredBecause', () => {
  const comment = (extra: Partial<CommentInfo> = {}): CommentInfo => ({
    id: 5,
    body: '@cloud-agent go',
    author: 'octo',
    authorType: 'User',
    url: 'u',
    kind: 'issue_comment',
    ...extra,
  });
  const why = (trigger: Partial<Trigger>, c: CommentInfo = comment(), given = rules) =>
    ignoredBecause(stepWith({ event: 'issue_comment', action: 'created', ...trigger }).step, c, given);

  it('a new comment by a person is taken up', () => {
    expect(why({})).toBeUndefined();
    expect(why({ event: 'pull_request_review_comment' })).toBeUndefined();
  });

  it('a review counts when submitted', () => {
    expect(why({ event: 'pull_request_review', action: 'submitted' })).toBeUndefined();
    expect(why({ event: 'pull_request_review', action: 'created' })).toBe(
      'the comment was created; only new comments start work',
    );
  });

  it('an edited or deleted comment, or one whose action is not known', () => {
    expect(why({ action: 'edited' })).toBe('the comment was edited; only new comments start work');
    expect(why({ action: 'submitted' })).toBe('the comment was submitted; only new comments start work');
    expect(why({ action: undefined })).toBe('the comment was changed; only new comments start work');
  });

  it("the action's own comment (a marker that verifies)", () => {
    const own = comment({ body: `done\n${encodeMarker({ v: 2, key: 'k' }, markerKey)}` });
    expect(why({}, own)).toBe("the comment is the action's own");
    const forged = comment({ body: `done\n${encodeMarker({ v: 2, key: 'k' }, deriveMarkerKey('other'))}` });
    expect(why({}, forged)).toBeUndefined();
  });

  it('a bot, unless allowed-bots lists it (in any case)', () => {
    const bot = comment({ author: 'CI-Helper[bot]', authorType: 'Bot' });
    expect(why({}, bot)).toBe('@CI-Helper[bot] is a bot that is not in allowed-bots');
    expect(why({}, bot, { ...rules, allowedBots: ['ci-helper[bot]'] })).toBeUndefined();
    expect(why({}, comment({ author: 'robot', authorType: 'User' }), rules)).toBeUndefined();
  });
});

describe('admitBenchmarks: whose pull request may run the benchmarks', () => {
  const pull = {
    event: 'pull_request',
    isPullRequest: true,
    number: 2,
    pullRequest: {
      baseRef: 'main',
      headRef: 'x',
      headSha: 'a'.repeat(40),
      headRepo: 'acme/app',
      fork: false,
    },
  };
  const ALLOWED = ['write', 'maintain', 'admin'];
  const WHY =
    "(their prompts and configuration come from the pull request's head and run on this repository's key)";

  it('a pull request of this repository by an author the permissions admit: asked, said, no bot allowed', async () => {
    const { step, host, asked } = stepWith(pull);
    await admitBenchmarks(step, ALLOWED);
    expect(asked).toEqual([
      [
        { login: 'octo', type: 'User' },
        { allowedPermissions: ALLOWED, allowedBots: [] },
      ],
    ]);
    expect(host.lines).toEqual([
      'pull request #2 is by @octo, who has write permission: running the benchmarks',
    ]);
  });

  it('refused: an author the permissions do not admit, a fork, no author, a workflow_run; nothing asked then', async () => {
    const refused = stepWith(pull, {
      access: { allowed: false, reason: '@octo has read permission; write is needed', quiet: false },
    });
    const error = await admitBenchmarks(refused.step, ALLOWED).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(BenchmarksRefused);
    expect((error as BenchmarksRefused).outcome).toBe('gate-failed');
    expect((error as Error).message).toBe(
      `the benchmarks do not run: @octo has read permission; write is needed ${WHY}`,
    );
    const fork = stepWith({
      ...pull,
      pullRequest: { ...pull.pullRequest, headRepo: 'someone/app', fork: true },
    });
    await expect(admitBenchmarks(fork.step, ALLOWED)).rejects.toThrow(
      `the benchmarks do not run: pull request #2 comes from a fork (someone/app) ${WHY}`,
    );
    expect(fork.asked).toEqual([]);
    const anonymous = stepWith({ ...pull, event: 'pull_request_target', author: undefined });
    await expect(admitBenchmarks(anonymous.step, ALLOWED)).rejects.toThrow(
      `the benchmarks do not run: the pull_request_target event names no author to check ${WHY}`,
    );
    await expect(admitBenchmarks(stepWith({ event: 'workflow_run' }).step, ALLOWED)).rejects.toThrow(
      "the benchmarks do not run: a workflow_run event may check out a fork's files; run them on pull_request",
    );
  });

  it('no token on a pull request: the input named, before any request', async () => {
    const { step } = stepWith(pull, null);
    await expect(admitBenchmarks(step, ALLOWED)).rejects.toThrow(
      'Input "github-token": is required on pull_request events with benchmarks, to check the permission of @octo, whose pull request\'s head holds the prompts',
    );
  });

  it.each(['push', 'workflow_dispatch', 'schedule', 'cli'])(
    '%s: run by someone who may write; nothing asked',
    async (event) => {
      const { step, asked } = stepWith({ event, number: undefined, isPullRequest: false });
      await admitBenchmarks(step, ALLOWED);
      expect(asked).toEqual([]);
    },
  );
});
