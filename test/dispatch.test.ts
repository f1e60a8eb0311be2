/**
 * The one dispatcher (src/dispatch.ts) in this process, on the simulator: it reads the inputs through the host,
 * builds the client and the step, runs the command the inputs name, and says how it ended as a typed outcome, the
 * message worded by the host (the action's words or the command line's). Each outcome is reached by injecting what
 * causes it; the requests made are asserted exactly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CloudAgentClient } from '../src/client/index.ts';
import { dispatch, messageOf, type ReviewReport, type Setup } from '../src/dispatch.ts';
import { InputError } from '../src/shared/outcome.ts';
import { readTrigger } from '../src/github/event.ts';
import { GitHubRepository } from '../src/github/repository.ts';
import type { Words } from '../src/flow/host.ts';
import { cliWords } from '../src/host/cli-words.ts';
import { actionWords } from '../src/host/words.ts';
import { isWrite, startFakeGitHub, type FakeGitHub } from './github/fake-github.ts';
import { commandWorld, payload } from './helpers/command-world.ts';
import { getOctokit } from './helpers/octokit.ts';
import { memoryHost, runEnvironment, type MemoryHost } from './helpers/step.ts';
import { webhookExample } from './e2e/harness.ts';
import { API_KEY, createTestScorer, seedThreads } from './e2e/setup.ts';
import { scoreRunDirectly } from './simulator/routes/scorers.ts';

const world = commandWorld({ github: false });

const CLI_WORDS = cliWords(
  (input) => ({ 'timeout-minutes': '--timeout', wait: '--wait', 'api-key': 'CLOUD_AGENT_API_KEY' })[input],
  undefined,
);

/** A setup on the simulator, for a run started by hand (workflow_dispatch), with no repository. */
function setup(
  inputs: Record<string, string>,
  options: { words?: Words; signal?: AbortSignal } = {},
): Setup & { host: MemoryHost } {
  const host = memoryHost({ 'api-key': API_KEY, 'base-url': world.sim.url, ...inputs });
  host.words = options.words ?? actionWords;
  const env = runEnvironment('workflow_dispatch', 'http://127.0.0.1:9');
  return {
    host,
    signal: options.signal ?? new AbortController().signal,
    userAgent: 'dispatch-test/1',
    context: () => ({ env, trigger: readTrigger(env, { inputs: {} } as Parameters<typeof readTrigger>[1]) }),
    repository: () => undefined,
  };
}

const operations = () => world.sim.requests.map((r) => r.operation);

describe('dispatch', () => {
  it('a run that succeeds: ok, the outputs set, the User-Agent the host named', async () => {
    world.sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const s = setup({ command: 'run', prompt: 'Fix it.', 'progress-interval-seconds': '0' });
    const result = await dispatch(s);
    expect(result.outcome).toBe('ok');
    expect(result.message).toBeUndefined();
    expect(result.inputs?.command).toBe('run');
    expect(s.host.failed).toBeUndefined();
    expect(s.host.outputs).toMatchObject({ state: 'SUCCEEDED' });
    expect(operations().filter((o) => o === 'createRun')).toEqual(['createRun']);
    expect(String(world.sim.requests[0]!.headers['user-agent'])).toMatch(/^dispatch-test\/1 /);
  });

  it('a wrong input: usage, named as the action names it, and no request', async () => {
    const s = setup({ command: 'run', prompt: 'x', 'timeout-minutes': 'soon' });
    const result = await dispatch(s);
    expect(result.outcome).toBe('usage');
    expect(result.message).toMatch(/^Input "timeout-minutes": /);
    expect(s.host.failed).toBe(result.message);
    expect(result.inputs).toBeUndefined();
    expect(world.sim.requests).toEqual([]);
  });

  it('the same wrong input on the command line: named by its flag', async () => {
    const s = setup({ command: 'run', prompt: 'x', 'timeout-minutes': 'soon' }, { words: CLI_WORDS });
    const result = await dispatch(s);
    expect(result.outcome).toBe('usage');
    expect(result.message).toMatch(/^--timeout: /);
    expect(result.message).not.toContain('Input "');
    expect(world.sim.requests).toEqual([]);
  });

  it('a key the service refuses: service, and the host says how its user fixes it', async () => {
    const s = setup(
      { command: 'run', prompt: 'x', 'api-key': 'wk-not-a-key-of-any-team' },
      { words: CLI_WORDS },
    );
    const result = await dispatch(s);
    expect(result.outcome).toBe('service');
    expect(result.message).toMatch(/HTTP 401.*The API key was missing or not accepted/);
    expect(result.message!.endsWith(' Set CLOUD_AGENT_API_KEY (or "apiKey" in the config file).')).toBe(true);
    const action = setup({ command: 'run', prompt: 'x', 'api-key': 'wk-not-a-key-of-any-team' });
    expect((await dispatch(action)).message!.endsWith(' Check the `api-key` secret (or WARP_API_KEY).')).toBe(
      true,
    );
  });

  it('a run that fails: run-failed, its id an output already', async () => {
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        {
          state: 'FAILED',
          afterMs: 10,
          statusMessage: { message: 'No credits', error_code: 'insufficient_credits' },
        },
      ],
    });
    const s = setup({ command: 'run', prompt: 'x', 'progress-interval-seconds': '0' });
    const result = await dispatch(s);
    expect(result.outcome).toBe('run-failed');
    // The inputs were read: the host has them for what it writes after.
    expect(result.inputs?.command).toBe('run');
    const runId = s.host.outputs['run-id']!;
    expect(result.message).toBe(`run ${runId} ended FAILED (insufficient_credits): No credits`);
  });

  it('the service fails while the run is followed: service, and the run id is an output', async () => {
    world.sim.script.run({ timeline: [{ state: 'INPROGRESS', afterMs: 0 }] });
    world.sim.faults.inject({
      operation: 'getRun',
      times: 1,
      fault: { status: 403, body: { error_code: 'not_authorized', detail: 'no longer yours' } },
    });
    const s = setup({ command: 'run', prompt: 'x', 'progress-interval-seconds': '0' });
    const result = await dispatch(s);
    expect(result.outcome).toBe('service');
    const created = JSON.parse(world.sim.requests.find((r) => r.operation === 'createRun')!.answer!) as {
      run_id: string;
    };
    expect(s.host.outputs['run-id']).toBe(created.run_id);
    expect(result.message).toMatch(
      new RegExp(
        `^reading run ${created.run_id} \\(getRun\\) failed: getRun failed \\(HTTP 403 not_authorized\\): no longer yours\\.`,
      ),
    );
  });

  it('a signal before the work: interrupted, the reason first in the message, and nothing started', async () => {
    const controller = new AbortController();
    controller.abort(new Error('received SIGTERM'));
    const s = setup(
      { command: 'run', prompt: 'x', 'cancel-on-abort': 'false', 'progress-interval-seconds': '0' },
      { signal: controller.signal },
    );
    const result = await dispatch(s);
    expect(result.outcome).toBe('interrupted');
    expect(result.message).toMatch(/^received SIGTERM: /);
  });
});

describe('messageOf', () => {
  it('an input by the host name, the reason after it', () => {
    const error = new InputError('timeout-minutes', 'must be a whole number of minutes, got "soon"');
    expect(messageOf(error, { words: actionWords }, undefined)).toBe(
      'Input "timeout-minutes": must be a whole number of minutes, got "soon"',
    );
    expect(messageOf(error, { words: CLI_WORDS }, undefined)).toBe(
      '--timeout: must be a whole number of minutes, got "soon"',
    );
  });

  it('other inputs a reason names, by the host names too', () => {
    const error = new InputError('threshold', (name) => `cannot be used with ${name('max-drop-points')}`);
    expect(messageOf(error, { words: actionWords }, undefined)).toBe(
      'Input "threshold": cannot be used with `max-drop-points`',
    );
    const flags = cliWords((input) => `--${input}`, undefined);
    expect(messageOf(error, { words: flags }, undefined)).toBe(
      '--threshold: cannot be used with `--max-drop-points`',
    );
  });

  it('the reason of a stop goes first, once', () => {
    expect(messageOf(new Error('the create was aborted'), { words: actionWords }, 'received SIGINT')).toBe(
      'received SIGINT: the create was aborted',
    );
    expect(messageOf(new Error('received SIGINT'), { words: actionWords }, 'received SIGINT')).toBe(
      'received SIGINT',
    );
  });

  it('only a 401 gets the fix of the key', () => {
    const refused = (status: number) =>
      new ApiError({ status, operation: 'getRun', body: { detail: 'no' } } as never);
    expect(messageOf(refused(401), { words: actionWords }, undefined)).toMatch(
      / Check the `api-key` secret \(or WARP_API_KEY\)\.$/,
    );
    expect(messageOf(refused(403), { words: actionWords }, undefined)).not.toContain('api-key');
  });
});

describe('dispatch: the command the inputs name', () => {
  const ENDED = {
    timeline: [
      { state: 'QUEUED' as const, afterMs: 0 },
      { state: 'SUCCEEDED' as const, afterMs: 10 },
    ],
  };
  const since = (from: number) => world.sim.requests.slice(from).map((r) => r.operation);

  it('dispatch: through the factory', async () => {
    // Followed to its end (without a thread a factory's run is not let go): done as it is dispatched.
    world.sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const s = setup({ command: 'dispatch', prompt: 'Fix it.', factory: 'fac_web' });
    expect((await dispatch(s)).outcome).toBe('ok');
    expect(operations()).toEqual([
      'listRuns',
      'dispatchFactoryRun',
      'getRun',
      'getFactoryTaskByRun',
      'getRunConversation',
      'getFactoryTaskByRun',
    ]);
  });

  it('followup: the message to the run', async () => {
    const run = world.run('Fix it', ENDED);
    world.sim.clock.advance(1000);
    const s = setup({ command: 'followup', 'run-id': run.run_id, message: 'And the docs.', wait: 'false' });
    expect((await dispatch(s)).outcome).toBe('ok');
    expect(operations()).toEqual(['getRun', 'createFollowup', 'getRun']);
  });

  it('cancel: the run cancelled', async () => {
    const run = world.run('Long', { timeline: [{ state: 'INPROGRESS', afterMs: 0 }] });
    const s = setup({ command: 'cancel', 'run-id': run.run_id });
    expect((await dispatch(s)).outcome).toBe('ok');
    expect(operations()).toEqual(['getRun', 'cancelRun', 'getRun']);
  });

  describe('gate', () => {
    /** A run of acme/app judged `classification` by a scorer of fac_web; the inputs that gate it. */
    async function judged(
      classification: string,
    ): Promise<{ runId: string; inputs: Record<string, string> }> {
      const client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: world.sim.url });
      const scorerId = await createTestScorer(client);
      await client.close();
      const run = world.run('Fix it', ENDED, { gh_repo: 'acme/app' });
      world.sim.clock.advance(5000);
      scoreRunDirectly(world.sim.sim, { runId: run.run_id, scorerId, classification, reason: 'Judged.' });
      const inputs = {
        command: 'gate',
        'run-ids': run.run_id,
        scorer: String(scorerId),
        'dispatch-judges': 'false',
      };
      return { runId: run.run_id, inputs };
    }

    it('passed: ok, and the judgement handed to a host that wants its rows', async () => {
      const { runId, inputs } = await judged('pass');
      const from = world.sim.requests.length;
      const result = await dispatch({ ...setup(inputs), gateRows: true });
      expect(result.outcome).toBe('ok');
      // The pass rate is read after the verdicts, so the chart counts those the service has counted by then.
      expect(since(from)).toEqual([
        'listScorers',
        'getRun',
        'listScorerResults',
        'getScorerResultReasons',
        'getScorerPassRate',
      ]);
      expect(result.gate?.summary).toMatchObject({ conclusion: 'success', passed: 1, failed: 0, total: 1 });
      expect(result.gate?.rows.map((r) => [r.runId, r.verdict])).toEqual([[runId, 'pass']]);
    });

    it('a host that does not want the rows is handed none (the gate reads only the reasons its report shows)', async () => {
      const { inputs } = await judged('pass');
      const result = await dispatch(setup(inputs));
      expect(result.outcome).toBe('ok');
      expect(result.gate).toBeUndefined();
    });

    it('failed: gate-failed, and the judgement still handed to the host', async () => {
      const { runId, inputs } = await judged('fail');
      const s = { ...setup(inputs), gateRows: true };
      const result = await dispatch(s);
      expect(result.outcome).toBe('gate-failed');
      expect(result.message).toBe('the gate failed: 0 of 1 run passed (0%)');
      expect(s.host.failed).toBe(result.message);
      expect(result.gate?.summary).toMatchObject({ conclusion: 'failure', passed: 0, failed: 1, total: 1 });
      expect(result.gate?.rows.map((r) => [r.runId, r.verdict])).toEqual([[runId, 'fail']]);
    });
  });

  it('settle: the time of the last settle the host knows', async () => {
    const s = setup({ command: 'settle' });
    s.since = '2026-11-20T06:00:00.000Z';
    expect((await dispatch(s)).outcome).toBe('ok');
    expect(s.host.lines).toEqual([
      "settle: 0 runs of acme/app changed in the last 1440 minutes; 0 settled; threads of runs stopped and unchanged since 2026-11-20T05:50:00.000Z not read (the last completed settle's start, 2026-11-20T06:00:00.000Z, less 10 minutes for clock skew)",
    ]);
    // The action's own runs alone: without GitHub, a factory's runs are not looked at.
    expect(operations()).toEqual(['listRuns']);
  });

  it('schedules: the schedules file read', async () => {
    const s = setup({ command: 'schedules', mode: 'plan', 'schedules-file': 'not-there.yml' });
    const result = await dispatch(s);
    expect(result.outcome).not.toBe('ok');
    expect(result.message).toContain('not-there.yml');
    expect(world.sim.requests).toEqual([]);
  });
});

describe('dispatch: the client it builds', () => {
  const RETRIED = { timeline: [{ state: 'SUCCEEDED' as const, afterMs: 0 }] };

  it("a retry is a line of the host's log", async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    world.sim.script.run(RETRIED);
    world.sim.faults.inject({ operation: 'getRun', times: 1, fault: { status: 503 } });
    const s = setup({ command: 'run', prompt: 'Fix it.', 'progress-interval-seconds': '0' });
    expect((await dispatch(s)).outcome).toBe('ok');
    const retries = s.host.lines.filter((l) => l.startsWith('retrying'));
    expect(retries).toEqual([
      expect.stringMatching(/^retrying getRun in 250 ms \(attempt 2\): getRun failed \(HTTP 503 /),
    ]);
  });

  it('the host may take the retries itself', async () => {
    world.sim.script.run(RETRIED);
    world.sim.faults.inject({ operation: 'getRun', times: 1, fault: { status: 503 } });
    const s = setup({ command: 'run', prompt: 'Fix it.', 'progress-interval-seconds': '0' });
    const retries: string[] = [];
    s.client = { onRetry: (event) => retries.push(`${event.operation} ${event.attempt}`) };
    expect((await dispatch(s)).outcome).toBe('ok');
    expect(retries).toEqual(['getRun 1']);
    expect(s.host.lines.filter((l) => l.startsWith('retrying'))).toEqual([]);
  });

  it('is closed when the command ends, well or not', async () => {
    const close = vi.spyOn(CloudAgentClient.prototype, 'close');
    world.sim.script.run(RETRIED);
    await dispatch(setup({ command: 'run', prompt: 'Fix it.', 'progress-interval-seconds': '0' }));
    expect(close).toHaveBeenCalledTimes(1);
    await dispatch(setup({ command: 'cancel', 'run-id': 'not-a-run' }));
    expect(close).toHaveBeenCalledTimes(2);
  });
});

describe('command: auto, the default', () => {
  /** A setup of the action on `eventName` with `body` as its payload, no command given unless `inputs` names one. */
  function on(eventName: string, body: Record<string, unknown>, inputs: Record<string, string> = {}) {
    const host = memoryHost({ 'api-key': API_KEY, 'base-url': world.sim.url, ...inputs });
    host.words = actionWords;
    const env = runEnvironment(eventName, 'http://127.0.0.1:9');
    const s: Setup & { host: MemoryHost } = {
      host,
      signal: new AbortController().signal,
      userAgent: 'dispatch-test/1',
      context: () => ({ env, trigger: readTrigger(env, body as Parameters<typeof readTrigger>[1]) }),
      repository: () => undefined,
    };
    return s;
  }
  const labelled = (label: string) => {
    const body = webhookExample('issues', 'labeled');
    body.label = { ...body.label, name: label };
    return body;
  };
  /** A run's inputs that need no repository: the issue's author trusted, no comment. */
  const QUIET = { 'allow-untrusted-authors': 'true', comment: 'false', 'progress-interval-seconds': '0' };

  it('an event without a route: usage, the command to set named, nothing sent, no output', async () => {
    const s = on('workflow_dispatch', { inputs: {} }, { prompt: 'Fix it.' });
    const result = await dispatch(s);
    expect(result.outcome).toBe('usage');
    expect(result.message).toBe(
      'Input "command": is "auto" (the default), which has no route for the workflow_dispatch event: it picks from issues (labeled), issue_comment, pull_request_review_comment, pull_request_review and pull_request (opened, reopened, synchronize, ready_for_review, labeled). Set command to what this step does on workflow_dispatch (run, dispatch, gate, settle, schedules, report, ...).',
    );
    expect(result.inputs?.command).toBe('auto');
    expect(s.host.outputs).toEqual({});
    expect(world.sim.requests).toEqual([]);
  });

  it('the plan-label: a run in plan mode, said in one line and the output command', async () => {
    world.sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const s = on('issues', labelled('agent-plan'), QUIET);
    const result = await dispatch(s);
    expect(result.outcome).toBe('ok');
    expect(s.host.lines[0]).toBe(
      'command auto picked run: issue #1 was labelled "agent-plan", the plan-label: a plan first',
    );
    expect(s.host.outputs.command).toBe('run');
    const created = world.sim.requests.filter((r) => r.operation === 'createRun');
    expect(created).toHaveLength(1);
    expect(JSON.parse(String(created[0]!.body))).toMatchObject({ mode: 'plan' });
  });

  it('the run-label: a run not in plan mode', async () => {
    world.sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const s = on('issues', labelled('agent'), QUIET);
    expect((await dispatch(s)).outcome).toBe('ok');
    expect(s.host.lines[0]).toBe('command auto picked run: issue #1 was labelled "agent", the run-label');
    const created = world.sim.requests.filter((r) => r.operation === 'createRun');
    expect(JSON.parse(String(created[0]!.body)).mode).toBeUndefined();
  });

  it("a comment: its verb read with the trigger-phrase input, a review asked for by it, the conversation's otherwise", async () => {
    /** A comment on pull request #2 that says `text`. */
    const comment = (text: string) => {
      const body = webhookExample('issue_comment', 'created');
      body.issue.number = 2;
      body.issue.pull_request = { url: 'https://api.github.com/repos/Codertocat/Hello-World/pulls/2' };
      body.comment.body = text;
      return body;
    };
    const review = on('issue_comment', comment('@bot review full'), { ...QUIET, 'trigger-phrase': '@bot' });
    const reviewed = await dispatch(review);
    expect(review.host.lines).toEqual([
      'command auto picked review: a comment on pull request #2 asks for a review of the whole diff',
    ]);
    expect(review.host.outputs).toEqual({ command: 'review' });
    // The review needs GitHub: its error says so.
    expect([reviewed.outcome, reviewed.message]).toEqual([
      'usage',
      'Input "github-token": is required by command "review": the pull request is read from GitHub',
    ]);
    // Under the default phrase the same words are no verb: the conversation's, which they do not call.
    const plain = on('issue_comment', comment('@bot review full'), QUIET);
    expect((await dispatch(plain)).outcome).toBe('ok');
    expect(plain.host.lines).toEqual([
      'command auto picked run: a comment on pull request #2: the conversation',
      'the comment does not call @cloud-agent: nothing to do',
    ]);
    expect(plain.host.outputs).toEqual({ command: 'run' });
    expect(world.sim.requests).toEqual([]);
  });

  it('another label: ok, nothing sent, the output command none', async () => {
    const s = on('issues', labelled('bug'), QUIET);
    const result = await dispatch(s);
    expect(result.outcome).toBe('ok');
    expect(s.host.lines).toEqual([
      'command auto picked none: issue #1 was labelled "bug", neither plan-label ("agent-plan") nor run-label ("agent"): nothing to do',
    ]);
    expect(s.host.outputs).toEqual({ command: 'none' });
    expect(world.sim.requests).toEqual([]);
  });

  it('a pull request: the review (which needs GitHub: its error says so), on-pull-request: run a run', async () => {
    const review = on('pull_request', webhookExample('pull_request', 'opened'), QUIET);
    const reviewed = await dispatch(review);
    expect(review.host.lines[0]).toBe(
      'command auto picked review: pull request #2 was opened (on-pull-request: review)',
    );
    expect(review.host.outputs.command).toBe('review');
    expect([reviewed.outcome, reviewed.message]).toEqual([
      'usage',
      'Input "github-token": is required by command "review": the pull request is read from GitHub',
    ]);
    world.sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const run = on('pull_request', webhookExample('pull_request', 'opened'), {
      ...QUIET,
      'on-pull-request': 'run',
    });
    expect((await dispatch(run)).outcome).toBe('ok');
    expect(run.host.outputs.command).toBe('run');
    expect(world.sim.requests.filter((r) => r.operation === 'createRun')).toHaveLength(1);
  });
});

describe('dispatch: the review, with a way to GitHub', () => {
  const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
  const PATCH = '@@ -10,3 +10,4 @@\n   const a = 1;\n-  return a;\n+  const b = a;\n+  return b;\n }';
  // The world of this file has no fake GitHub: these tests start one, and give their setups a repository on it.
  let gh: FakeGitHub;
  let tempDir: string;
  beforeEach(async () => {
    gh = await startFakeGitHub();
    gh.state.addToken('ghs_unit_token', { login: 'github-actions[bot]', installation: true });
    seedThreads({ gh });
    // Where a review's run leaves its result file.
    tempDir = mkdtempSync(join(tmpdir(), 'dispatch-review-'));
  });
  afterEach(async () => {
    await gh.close();
    rmSync(tempDir, { recursive: true, force: true });
  });

  /** A setup of the action on `eventName` with `body` as its payload, its repository on the fake GitHub. */
  function onGitHub(eventName: string, body: Record<string, unknown>, inputs: Record<string, string>) {
    const host = memoryHost({
      'api-key': API_KEY,
      'base-url': world.sim.url,
      'progress-interval-seconds': '0',
      ...inputs,
    });
    host.words = actionWords;
    const env = runEnvironment(eventName, gh.url, { tempDir });
    const s: Setup & { host: MemoryHost } = {
      host,
      signal: new AbortController().signal,
      userAgent: 'dispatch-test/1',
      context: () => ({ env, trigger: readTrigger(env, body as Parameters<typeof readTrigger>[1]) }),
      repository: (_inputs, context) =>
        new GitHubRepository(
          getOctokit('ghs_unit_token', { baseUrl: gh.url }),
          context.trigger.repo,
          host.log,
        ),
    };
    return s;
  }
  const ghOperations = () => gh.requests.map((r) => r.operationId);

  it('auto: `fix` on a thread the review did not open goes to the conversation, said in a second line', async () => {
    const reply = gh.state.addReviewComment({
      pull_number: 2,
      body: '@cloud-agent fix the docs',
      user: 'Codertocat',
    });
    const body = payload('pull_request_review_comment', 'created');
    body.comment.id = reply.id;
    body.comment.body = '@cloud-agent fix the docs';
    body.comment.user.login = 'Codertocat';
    body.comment.user.type = 'User';
    world.sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const s = onGitHub('pull_request_review_comment', body, {});
    const result = await dispatch(s);
    expect([result.outcome, result.message]).toEqual(['ok', undefined]);
    const runId = s.host.outputs['run-id']!;
    expect(s.host.lines).toEqual([
      'command auto picked review: a reply on a thread of pull request #2 asks for a fix',
      '"@cloud-agent fix" is a verb of the review only on a thread it opened: this comment is a plain request, for the conversation',
      'command auto picked run: the fix was asked on a thread the review did not open: the conversation',
      `started run ${runId} (SUCCEEDED)`,
      `[00:00] run ${runId}: SUCCEEDED`,
    ]);
    expect(s.host.outputs).toMatchObject({ command: 'run', state: 'SUCCEEDED' });
    // The conversation's run: the request fenced, from the comment on the thread, not in plan mode.
    expect(operations()).toEqual([
      'listRuns',
      'listRuns',
      'createRun',
      'listRuns',
      'getRun',
      'getRunConversation',
    ]);
    const created = JSON.parse(world.sim.requests.find((r) => r.operation === 'createRun')!.body) as {
      prompt: string;
      mode?: string;
      metadata: Record<string, string>;
    };
    expect(created.prompt).toContain('\n\n~~~~text request\nfix the docs\n~~~~\n\n');
    expect(created.mode).toBeUndefined();
    expect(created.metadata).toMatchObject({
      gh_event: 'pull_request_review_comment',
      gh_number: '2',
      gh_comment_id: String(reply.id),
    });
    // The review read the pull request and its threads and wrote nothing; the conversation reacted and commented.
    expect(ghOperations()).toEqual([
      'repos/get-collaborator-permission-level',
      'pulls/get',
      'graphql',
      'graphql',
      'repos/get-collaborator-permission-level',
      'reactions/create-for-pull-request-review-comment',
      'issues/list-comments',
      'pulls/list-files',
      'issues/create-comment',
      'issues/list-comments',
      'reactions/create-for-pull-request-review-comment',
    ]);
    expect(gh.state.reviewsOf(2)).toEqual([]);
  });

  /** The review run's script: it ends with a review of HEAD that finds nothing. */
  const REVIEWED = {
    timeline: [{ state: 'SUCCEEDED' as const, afterMs: 0 }],
    result: {
      file: { summary: 'Sums.', verdict: 'correct', reviewed_head: HEAD, findings: [], resolved: [] },
    },
  };

  it('review: a host that only shows the review is handed it, and nothing is posted', async () => {
    gh.state.pushHead(2, HEAD, [{ filename: 'src/a.ts', patch: PATCH }]);
    world.sim.script.run(REVIEWED);
    const reported: ReviewReport[] = [];
    const s = onGitHub('pull_request', payload('pull_request', 'opened'), { command: 'review' });
    s.reviewPosts = false;
    s.reviewed = (r) => reported.push(r);
    const result = await dispatch(s);
    expect([result.outcome, result.message]).toEqual(['ok', undefined]);
    expect(reported).toEqual([
      {
        head: HEAD,
        result: REVIEWED.result.file,
        plan: { inline: [], outside: [], listed: [] },
        text: '### Cloud agent review of `ec26c3e` (not posted)\n\n**Verdict: looks correct** · 0 findings (0 inline, 0 outside the diff, 0 listed)\n\nSums.',
      },
    ]);
    expect(operations()).toEqual([
      'listRuns',
      'createRun',
      'getRun',
      'getRunConversation',
      'getArtifact',
      'downloadArtifact',
    ]);
    expect(s.host.outputs).toMatchObject({
      'reviewed-head': HEAD,
      verdict: 'correct',
      'findings-count': '0',
    });
    expect(gh.requests.filter(isWrite)).toEqual([]);
    expect(gh.state.reviewsOf(2)).toEqual([]);
  });

  it('review: the action posts it', async () => {
    gh.state.pushHead(2, HEAD, [{ filename: 'src/a.ts', patch: PATCH }]);
    const finding = {
      path: 'src/a.ts',
      line: 11,
      severity: 'important',
      title: 'A problem',
      body: 'Why.',
      confidence: 0.5,
    };
    world.sim.script.run({
      ...REVIEWED,
      result: { file: { ...REVIEWED.result.file, verdict: 'needs-changes', findings: [finding] } },
    });
    const s = onGitHub('pull_request', payload('pull_request', 'opened'), { command: 'review' });
    const result = await dispatch(s);
    expect([result.outcome, result.message]).toEqual(['ok', undefined]);
    const posted = gh.state.reviewsOf(2);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ commit_id: HEAD, state: 'COMMENTED' });
    expect(gh.requests.filter((r) => r.operationId === 'pulls/create-review')).toHaveLength(1);
    expect(s.host.outputs).toMatchObject({
      'reviewed-head': HEAD,
      verdict: 'needs-changes',
      'findings-count': '1',
    });
  });
});
