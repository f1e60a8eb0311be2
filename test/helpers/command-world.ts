/**
 * A world for in-process tests of the commands (test/commands/*): the simulator and the fake GitHub started before
 * each test and closed after it, the example threads seeded (issue #1, pull request #2), and Steps on them whose
 * repository speaks through a plain Octokit (the action's own spaces writes a second apart with plugin-throttling,
 * which would only make the tests slow; the Octokit itself is tested in test/github/).
 */
import { getOctokit } from './octokit.ts';
import { afterEach, beforeEach, vi } from 'vitest';
import { GitHubRepository } from '../../src/github/repository.ts';
import { encodeMarker, decodeMarker, type MarkerState } from '../../src/render/marker.ts';
import { API_KEY, MARKER_KEY, payload, seedThreads, type World } from '../e2e/setup.ts';
import { startFakeGitHub, type FakeGitHub } from '../github/fake-github.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';
import type { RunScript, SimRun } from '../simulator/state.ts';
import { localStep, type LocalStepOptions } from './step.ts';

/** The webhook payloads of test/e2e/setup.ts, for the command tests. */
export { payload };

export interface CommandWorld {
  sim: SimulatorHandle;
  gh: FakeGitHub;
  /** A step on `eventName` (default: the opening of pull request #2), with a repository unless `github` is false. */
  step(
    options?: Partial<Pick<LocalStepOptions, 'eventName' | 'payload' | 'github' | 'signal' | 'env'>>,
  ): ReturnType<typeof localStep>;
  /** A run of the key's team made on the simulator (not through the API). */
  run(title: string, script: RunScript, metadata?: Record<string, string>): SimRun;
  /**
   * The comment on pull request #2 that asked for `runId`, the tracking comment the step that let go of the run left
   * (its marker with `marker` on top), and a step on the opening of #2.
   */
  letGo(runId: string, marker?: Partial<MarkerState>): ReturnType<CommandWorld['step']>;
  /**
   * The payload of a comment on issue #1 by its author (write permission) saying `body`, posted on the fake GitHub
   * now: the event's comment is one GitHub has (a step reacts to it; one GitHub lacks was deleted, and is withdrawn).
   */
  commentEvent(body: string): ReturnType<typeof payload>;
  /** The action's writes of the tracking comment after the one the step that let go left: text and marker each. */
  writes(): { text: string; marker: MarkerState | undefined }[];
  /** The text of the report a settle writes of run `runId` ("Fix it", THREAD_RUN_METADATA), succeeded at no cost. */
  settledReport(runId: string): string;
  /** The simulator's requests so far: operation and status each. */
  requests(): (string | number | undefined)[][];
  /** The reactions given on the fake GitHub so far, in order. */
  reactions(): string[];
}

/** What a settle says of a run 12 credits into a budget of 10 (the runs the command tests script over budget). */
export const OVER_BUDGET = '; over its budget (12 of 10 credits)';

/** The login the action writes as on the fake GitHub. */
const BOT = 'github-actions[bot]';

/** What a run the action started from a comment on pull request #2 records. */
export const THREAD_RUN_METADATA = {
  gh_repo: 'acme/app',
  created_by: 'cloud-agent-action',
  gh_run_id: '42',
  gh_event: 'issue_comment',
  gh_number: '2',
};

/**
 * Registers the hooks; the world's fields are valid inside each test. Without `github`, no fake GitHub is started
 * (it takes a second to load GitHub's description the first time) and every step is without a repository.
 */
export function commandWorld(options: { github?: boolean } = {}): CommandWorld {
  const github = options.github ?? true;
  const steps: { close(): Promise<void> }[] = [];
  const world = {} as CommandWorld;
  beforeEach(async () => {
    // Warnings of the action's own log go to stdout: keep the test output clean.
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    world.sim = await startSimulator({ apiKey: API_KEY });
    if (!github) return;
    world.gh = await startFakeGitHub();
    world.gh.state.addToken('ghs_unit_token', { login: 'github-actions[bot]', installation: true });
    seedThreads(world as unknown as World);
  });
  afterEach(async () => {
    for (const step of steps.splice(0)) await step.close();
    await world.sim.close();
    if (github) await world.gh.close();
    vi.restoreAllMocks();
  });
  world.step = (options = {}) => {
    const made = localStep(
      { sim: world.sim, gh: github ? world.gh : { url: 'http://127.0.0.1:9' } },
      {
        eventName: options.eventName ?? 'pull_request',
        payload: options.payload ?? payload('pull_request', 'opened'),
        apiKey: API_KEY,
        github: false,
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.env ? { env: options.env } : {}),
      },
    );
    steps.push(made);
    if (options.github === false || !github) return made;
    return Object.assign(made, {
      repository: new GitHubRepository(
        getOctokit('ghs_unit_token', { baseUrl: world.gh.url }),
        made.trigger.repo,
        made.host.log,
      ),
    });
  };
  world.run = (title, script, metadata = {}) =>
    world.sim.sim.createRun({
      teamUid: 'team_acme',
      creator: world.sim.sim.keys.get(API_KEY)!,
      prompt: title,
      title,
      metadata,
      script,
    });
  world.letGo = (runId, marker = {}) => {
    const asker = world.gh.state.addComment({
      issue_number: 2,
      body: '@cloud-agent fix it',
      user: 'Codertocat',
    });
    const state: MarkerState = {
      v: 2,
      key: `key-${runId}`,
      run: runId,
      state: 'INPROGRESS',
      phase: 'detached',
      comment: String(asker.id),
      commentKind: 'issue',
      ...marker,
    };
    world.gh.state.addComment({
      issue_number: 2,
      body: `Working on it\n\n${encodeMarker(state, MARKER_KEY)}`,
      user: BOT,
    });
    return world.step();
  };
  world.commentEvent = (body) => {
    const posted = world.gh.state.addComment({ issue_number: 1, body, user: 'Codertocat' });
    const event = payload('issue_comment', 'created');
    Object.assign(event.comment, {
      id: posted.id,
      body,
      created_at: posted.created_at,
      html_url: `https://github.com/${event.repository.full_name}/issues/1#issuecomment-${posted.id}`,
    });
    return event;
  };
  world.writes = () =>
    world.gh.state.commentWrites
      .filter((w) => w.user === BOT)
      .slice(1)
      .map((w) => ({
        text: w.body.slice(0, w.body.lastIndexOf('<!--')),
        marker: decodeMarker(w.body, MARKER_KEY),
      }));
  world.settledReport = (runId) =>
    [
      '### ✅ Cloud agent run succeeded: Fix it',
      'Started from #2 by [workflow run](https://github.com/acme/app/actions/runs/42).',
      '- **State**: `SUCCEEDED`\n- **Cost**: 0 credits ≈ $0.00\n' +
        '- **Workflow**: [the workflow run](https://github.com/acme/app/actions/runs/42)\n' +
        `- **Run**: \`${runId}\``,
      "**The agent's answer**",
      'I worked on: Fix it. The change is done and the tests pass.',
      '<details><summary>Steps (1)</summary>',
      '- **Fix it**\n  - `run_command` `npm test` → completed',
      '</details>',
      '<sub>Reply on this thread with `@cloud-agent <message>` to continue, or `@cloud-agent cancel` to stop.</sub>',
      '',
    ].join('\n\n');
  world.requests = () => world.sim.requests.map((r) => [r.operation, r.status]);
  world.reactions = () => world.gh.state.reactions.map((r) => r.content);
  return world;
}
