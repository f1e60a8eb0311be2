/**
 * The bundle, run as GitHub's runner runs it, against the simulator and the fake GitHub with real webhook
 * payloads: what it asks the service, what it posts, what it outputs.
 */
import { describe, expect, it } from 'vitest';
import { decodeMarker } from '../../src/render/marker.ts';
import { DEFAULT_TIMELINE } from '../simulator/state.ts';
import { runStep, type ActionRun } from './harness.ts';
import type { StepOptions } from './harness.ts';
import {
  API_KEY,
  MARKER_KEY,
  inputs,
  LONG_RUN,
  payload,
  type World,
  eachWorld,
  interfaceOnly,
  repeatsItself,
  prStep,
  SIM_SPEED,
  until,
} from './setup.ts';

let world: World;
eachWorld((w) => (world = w));

const pr = (extra: Record<string, string> = {}, options: Partial<StepOptions> = {}) =>
  prStep(world, extra, options);

const creates = () => world.sim.requests.filter((r) => r.operation === 'createRun');
const comments = (number = 2) => world.gh.state.commentsOf(number);

/** The key may appear only in the ::add-mask:: command that hides it, which must come first. */
function expectNoKey(result: ActionRun): void {
  const lines = result.everything.split('\n');
  const withKey = lines.filter((l) => l.includes(API_KEY));
  expect(withKey).toEqual([`::add-mask::${API_KEY}`]);
  expect(result.stdout.split('\n')[0]).toBe(`::add-mask::${API_KEY}`);
  for (const comment of [...world.gh.state.comments.values()].flat())
    expect(JSON.stringify(comment)).not.toContain(API_KEY);
}

describe('command run on a pull request', () => {
  it('starts one run, keeps one comment, writes the outputs and the summary, and succeeds', async () => {
    // The default run's steps, its end half a second of the harness's clock away: the first comment, written once
    // the run is made, lands before it however loaded the machine (the default run, 75 ms of it, ended first under
    // a load of 20, and the report was the first comment).
    world.sim.script.run({
      timeline: [...DEFAULT_TIMELINE.slice(0, -1), { state: 'SUCCEEDED', afterMs: 500 * SIM_SPEED }],
    });
    const result = await pr();
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(creates()).toHaveLength(1);
    const body = JSON.parse(creates()[0]!.body) as {
      prompt: string;
      title: string;
      metadata: Record<string, string>;
    };
    expect(body.title).toBe('PR #2: Update the README with new information.');
    expect(body.prompt).toContain('Review this pull request.\n\n## GitHub context (untrusted data)');
    expect(body.prompt).toContain('- README.md (modified, +3 -1)');
    expect(body.prompt).toContain(
      '~~~~text description\nThis is a pretty simple change that we need to pull into master.\n~~~~',
    );
    expect(body.metadata).toMatchObject({
      gh_repo: 'acme/app',
      gh_run_id: '9001',
      gh_run_attempt: '1',
      gh_job: 'agent',
      gh_number: '2',
      gh_event: 'pull_request',
      created_by: 'cloud-agent-action',
      gh_timeout_minutes: '30',
      gh_cancel: 'true',
    });
    expect(body.metadata.gh_trigger).toMatch(/^[0-9a-f]{32}$/);

    // One comment: created once, then edited to the final report.
    expect(world.gh.count('issues/create-comment')).toBe(1);
    expect(world.gh.count('issues/update-comment')).toBeGreaterThanOrEqual(1);
    const [comment] = comments();
    expect(comments()).toHaveLength(1);
    expect(comment!.user).toBe('github-actions[bot]');
    const runId = result.outputs['run-id']!;
    expect(
      comment!.body.startsWith(
        '### ✅ Cloud agent run succeeded: PR #2: Update the README with new information.',
      ),
    ).toBe(true);
    // The interface shows neither a run's conversation id nor its conversation: the report goes without the
    // agent's answer, and says why in the log.
    const answer = 'I worked on: Review this pull request.. The change is done and the tests pass.';
    if (interfaceOnly()) {
      expect(comment!.body).not.toContain("**The agent's answer**");
      expect(result.stdout).toContain(
        `::warning::could not read the conversation of run ${runId}: getRunConversation answered a wrong shape: steps: expected array, got undefined (missing)`,
      );
      expect(result.outputs['conversation-id']).toBe('');
    } else {
      expect(comment!.body).toContain(`**The agent's answer**\n\n${answer}`);
    }
    expect(decodeMarker(comment!.body, MARKER_KEY)).toEqual({
      v: 2,
      key: body.metadata.gh_trigger,
      run: runId,
      ...(interfaceOnly() ? {} : { conversation: result.outputs['conversation-id'] }),
      state: 'SUCCEEDED',
      // What a settle job would need, had the step let go: the phase shown, timeout-minutes from the run's start.
      phase: 'final',
      deadline: new Date(world.sim.sim.runs.get(runId)!.createdAt + 30 * 60_000).toISOString(),
      cancel: true,
      // The run's credits as the comment shows them, which a later count below went back from (the interface's
      // answers carry no usage).
      ...(interfaceOnly() ? {} : { credits: 7.4 }),
      // The version of the run the comment shows: a later settle that reads another knows the run moved on.
      seen: JSON.parse(world.sim.requests.filter((r) => r.operation === 'getRun').at(-1)!.answer!).updated_at,
      // Where the run came from, for any later writer of the comment (post step, settle, status) to say the same.
      origin: {
        kind: 'pull_request',
        number: 2,
        workflowRun: 'https://github.com/acme/app/actions/runs/9001',
      },
    });

    expect(result.outputs).toMatchObject({
      'run-id': runId,
      state: 'SUCCEEDED',
      detached: 'false',
      'pull-request-urls': '[]',
      artifacts: '[]',
      'comment-url': `https://github.com/acme/app/pull/2#issuecomment-${world.gh.state.commentsOf(2)[0]!.id}`,
      summary: interfaceOnly() ? '' : answer,
    });
    expect(result.outputs['session-link']).toMatch(/^https:\/\/app\.warp\.dev\/session\/[0-9a-f-]{36}$/);
    expect(result.summary.startsWith('### ✅ Cloud agent run succeeded: PR #2')).toBe(true);
    expect(result.summary).not.toContain('cloud-agent-action:state');
    expect(result.state).toMatchObject({ isPost: 'true', run_id: runId, settled: 'true' });
    // The first poll's line names the state the service answered then.
    const firstPoll = world.sim.requests.find((r) => r.operation === 'getRun' && r.status === 200)!;
    const firstState = (JSON.parse(firstPoll.answer!) as { state: string }).state;
    expect(result.stdout).toMatch(new RegExp(`^\\[00:0\\d\\] run ${runId}: ${firstState}$`, 'm'));
    expect(result.stdout).toMatch(new RegExp(`^\\[00:\\d\\d\\] run ${runId}: \\w+ → SUCCEEDED$`, 'm'));
    expectNoKey(result);

    // The post step has nothing left to do: no request to the service.
    const before = world.sim.requests.length;
    const post = await pr({}, { state: result.state });
    expect(post.code).toBe(0);
    expect(world.sim.requests.length).toBe(before);
  });

  it('fails the step with the service message when the run fails', async () => {
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 500 },
        {
          state: 'FAILED',
          afterMs: 500,
          statusMessage: { message: 'The team is out of credits', error_code: 'insufficient_credits' },
        },
      ],
    });
    const result = await pr();
    expect(result.code).toBe(1);
    const runId = result.outputs['run-id']!;
    expect(result.outputs.state).toBe('FAILED');
    const [comment] = comments();
    if (interfaceOnly()) {
      // The interface shows no status message: the step fails saying how the run ended, the report without why.
      expect(result.stdout).toContain(`::error::run ${runId} ended FAILED\n`);
      expect(comment!.body).toContain('### ❌ Cloud agent run failed: PR #2');
      expect(comment!.body).not.toContain('> **FAILED**');
    } else {
      expect(result.stdout).toContain(
        `::error::run ${runId} ended FAILED (insufficient_credits): The team is out of credits`,
      );
      expect(comment!.body).toContain('> **FAILED** (`insufficient_credits`): The team is out of credits');
    }
    expectNoKey(result);
  });

  it('the comment, the job summary and the outputs carry the model the service resolved and the cost', async () => {
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 500 },
        { state: 'SUCCEEDED', afterMs: 500 },
      ],
      // The step asks for no model: the service resolves the team's default and says which.
      agentConfig: { model_id: 'claude-4-5-sonnet' },
      usage: {
        inference_cost: 20.5,
        compute_cost: 1.25,
        inference_cost_usd: 0.205,
        compute_cost_usd: 0.0125,
      },
    });
    const result = await pr();
    expect(result.code).toBe(0);
    const asked = JSON.parse(creates()[0]!.body) as { config?: { model_id?: string } };
    expect(asked.config?.model_id).toBeUndefined();
    const rows = (text: string) => text.split('\n').filter((line) => /^- \*\*(Model|Cost)\*\*/.test(line));
    // The interface shows no usage: the model alone, and no credits.
    const shown = [
      '- **Model**: `claude-4-5-sonnet`',
      ...(interfaceOnly() ? [] : ['- **Cost**: 21.75 credits ≈ $0.22']),
    ];
    expect(rows(comments()[0]!.body)).toEqual(shown);
    expect(rows(result.summary)).toEqual(shown);
    expect(result.outputs).toMatchObject({
      model: 'claude-4-5-sonnet',
      credits: interfaceOnly() ? '' : '21.75',
    });
  });

  it('with fail-on-run-failure false, a failed run leaves the step green', async () => {
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        {
          state: 'ERROR',
          afterMs: 500,
          statusMessage: { message: 'boom', error_code: 'internal_error', retryable: true },
        },
      ],
    });
    const result = await pr({ 'fail-on-run-failure': 'false' });
    expect(result.code).toBe(0);
    expect(result.outputs.state).toBe('ERROR');
  });

  // Against the interface alone runs carry no metadata: nothing is ever adopted (see 'runs without metadata' below).
  it.skipIf(interfaceOnly())(
    'a re-run while the run is active adopts it: no second run, no second comment',
    async () => {
      world.sim.script.run(LONG_RUN);
      const first = await pr({ wait: 'false' });
      expect(first.code).toBe(0);
      expect(comments()).toHaveLength(1);
      // The run ends once the re-run follows it (its first poll), however long either step took to start.
      const polls = () => world.sim.requests.filter((r) => r.operation === 'getRun').length;
      const before = polls();
      const rerun = pr({}, { env: { GITHUB_RUN_ATTEMPT: '2' } });
      await until(() => polls() > before);
      world.sim.sim.endRun(world.sim.sim.runs.get(first.outputs['run-id']!)!, 'SUCCEEDED');
      const second = await rerun;
      expect(second.code).toBe(0);
      expect(second.outputs['run-id']).toBe(first.outputs['run-id']);
      expect(creates()).toHaveLength(1);
      expect(world.gh.count('issues/create-comment')).toBe(1);
      expect(comments()).toHaveLength(1);
      expect(comments()[0]!.body).toContain('### ✅ Cloud agent run succeeded');
      expect(second.stdout).toContain(
        `run ${first.outputs['run-id']} of this trigger is still INPROGRESS: following it instead of starting another`,
      );

      // Once that run has ended, a re-run starts a new one (and reuses the comment).
      const third = await pr({}, { env: { GITHUB_RUN_ATTEMPT: '3' } });
      expect(third.code).toBe(0);
      expect(creates()).toHaveLength(2);
      expect(third.outputs['run-id']).not.toBe(first.outputs['run-id']);
      expect(comments()).toHaveLength(1);
    },
  );

  it('SIGTERM mid-wait cancels the run within seconds and says so on the thread', async () => {
    world.sim.script.run(LONG_RUN);
    const started = Date.now();
    const result = await pr(
      {},
      {
        kill: {
          signal: 'SIGTERM',
          when: () => {
            const seen =
              world.sim.requests.some((r) => r.operation === 'getRun' && r.status === 200) &&
              comments().length > 0;
            return seen && Date.now() - started > 1500;
          },
        },
      },
    );
    const cancels = world.sim.requests.filter((r) => r.operation === 'cancelRun');
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.status).toBe(200);
    // Within 5 s of the signal, on the harness's clock (the simulator's own runs SIM_SPEED times faster).
    const afterSignal = cancels[0]!.receivedAt - result.signalledAt!;
    expect(afterSignal).toBeGreaterThanOrEqual(0);
    expect(afterSignal).toBeLessThan(5000);
    expect(result.code).toBe(1);
    const runId = result.state.run_id!;
    expect(world.sim.sim.state(world.sim.sim.runs.get(runId)!)).toBe('CANCELLED');
    expect(comments()[0]!.body).toContain(
      `The workflow job was cancelled. The run \`${runId}\` was cancelled.`,
    );
    expect(comments()[0]!.body.startsWith('### 🚫 Cloud agent run cancelled')).toBe(true);
    expect(result.state.settled).toBe('true');
    // The post step sees the main step settled it: nothing more is sent.
    const before = world.sim.requests.length;
    await pr({}, { state: result.state });
    expect(world.sim.requests.length).toBe(before);
  });

  it('the post step cancels a run the main step left behind (killed), and settles the comment', async () => {
    world.sim.script.run(LONG_RUN);
    const main = await pr(
      {},
      { kill: { signal: 'SIGKILL', when: () => comments().length > 0 && world.sim.count('getRun') > 1 } },
    );
    expect(main.signal).toBe('SIGKILL');
    expect(main.state.settled).toBe('false');
    const post = await pr({}, { state: main.state });
    expect(post.code).toBe(0);
    const runId = main.state.run_id!;
    expect(world.sim.requests.filter((r) => r.operation === 'cancelRun').map((r) => r.status)).toEqual([200]);
    expect(comments()[0]!.body).toContain(
      `The workflow job stopped before the run ended. The run \`${runId}\` was cancelled.`,
    );
    expect(post.state.settled).toBe('true');
  });

  // Against the interface alone runs carry no metadata: nothing is ever adopted (see 'runs without metadata' below).
  it.skipIf(interfaceOnly())(
    'killed while the create was in flight: the post step finds the run by its origin and cancels it',
    async () => {
      world.sim.script.run(LONG_RUN);
      world.sim.faults.inject({ operation: 'createRun', fault: { slowAnswerMs: 10_000 } });
      const main = await pr({}, { kill: { signal: 'SIGKILL', when: () => world.sim.sim.runs.size > 0 } });
      expect(main.state.run_id).toBeUndefined();
      expect(main.state.creating_since).toBeDefined();
      const post = await pr({}, { state: main.state });
      expect(post.code).toBe(0);
      const [runId] = [...world.sim.sim.runs.keys()];
      expect(
        world.sim.requests.filter((r) => r.operation === 'cancelRun').map((r) => [r.path, r.status]),
      ).toEqual([[`/api/v1/agent/runs/${runId}/cancel`, 200]]);
      expect(world.sim.sim.state(world.sim.sim.runs.get(runId!)!)).toBe('CANCELLED');
    },
  );

  // Against the interface alone runs carry no metadata: nothing is ever adopted (see 'runs without metadata' below).
  it.skipIf(interfaceOnly())(
    'SIGTERM while the create is in flight: the main step finds the run it made and cancels it',
    async () => {
      world.sim.script.run(LONG_RUN);
      world.sim.faults.inject({ operation: 'createRun', fault: { slowAnswerMs: 10_000 } });
      const main = await pr({}, { kill: { signal: 'SIGTERM', when: () => world.sim.sim.runs.size > 0 } });
      expect(main.code).toBe(1);
      const [runId] = [...world.sim.sim.runs.keys()];
      expect(world.sim.sim.state(world.sim.sim.runs.get(runId!)!)).toBe('CANCELLED');
      expect(main.state.settled).toBe('true');
      const before = world.sim.requests.length;
      await pr({}, { state: main.state });
      expect(world.sim.requests.length).toBe(before);
    },
  );

  it('with cancel-on-abort false, the post step leaves the run going and says so', async () => {
    world.sim.script.run(LONG_RUN);
    const main = await pr(
      { 'cancel-on-abort': 'false' },
      { kill: { signal: 'SIGKILL', when: () => comments().length > 0 } },
    );
    const post = await pr({ 'cancel-on-abort': 'false' }, { state: main.state });
    expect(post.code).toBe(0);
    expect(world.sim.count('cancelRun')).toBe(0);
    expect(comments()[0]!.body).toContain('the run was left going (`cancel-on-abort: false`)');
  });

  it('503 and 429 with Retry-After along the way: the same outcome, nothing doubled', async () => {
    world.sim.faults.inject({ operation: 'listRuns', fault: { status: 503 } });
    world.sim.faults.inject({
      operation: 'createRun',
      fault: { status: 429, headers: { 'retry-after': '1' } },
    });
    world.sim.faults.inject({
      operation: 'getRun',
      times: 2,
      fault: { status: 503, headers: { 'retry-after-ms': '200' } },
    });
    world.gh.faults.inject({ operationId: 'issues/update-comment', status: 502 });
    const result = await pr();
    expect(result.code).toBe(0);
    expect(result.outputs.state).toBe('SUCCEEDED');
    expect(creates().map((r) => r.status)).toEqual([429, 200]);
    expect(world.sim.sim.runs.size).toBe(1);
    expect(comments()).toHaveLength(1);
    expect(comments()[0]!.body).toContain('### ✅ Cloud agent run succeeded');
  });

  // Against the interface alone runs carry no metadata: nothing is ever adopted (see 'runs without metadata' below).
  it.skipIf(interfaceOnly())(
    'a create whose answer was lost is found and adopted, not sent again',
    async () => {
      world.sim.faults.inject({ operation: 'createRun', fault: { lostAnswer: true } });
      const result = await pr();
      expect(result.code).toBe(0);
      expect(creates()).toHaveLength(1);
      expect(world.sim.sim.runs.size).toBe(1);
      expect(result.outputs['run-id']).toBe([...world.sim.sim.runs.keys()][0]);
      expect(result.stdout).toContain(
        `the answer to the create was lost; the run it made was found by its origin\nstarted run ${result.outputs['run-id']} (`,
      );
    },
  );

  // Against the interface alone runs carry no metadata: nothing is ever adopted (see 'runs without metadata' below).
  it.skipIf(interfaceOnly())(
    'a create answered {} after the service made the run: found by its origin, followed to the end',
    async () => {
      world.sim.faults.inject({ operation: 'createRun', fault: { raw: '{}', afterWork: true } });
      const result = await pr();
      expect(result.code).toBe(0);
      expect(creates()).toHaveLength(1);
      expect(world.sim.sim.runs.size).toBe(1);
      const [runId] = [...world.sim.sim.runs.keys()];
      expect(result.outputs['run-id']).toBe(runId);
      expect(result.outputs.state).toBe('SUCCEEDED');
      expect(comments()[0]!.body).toContain('### ✅ Cloud agent run succeeded');
      expect(
        world.sim.requests.filter((r) => r.operation === 'getRun').every((r) => r.path.endsWith(runId!)),
      ).toBe(true);
      expect(world.sim.requests.filter((r) => r.path.includes('undefined'))).toEqual([]);
      expect(world.sim.requests.filter((r) => r.operation === 'cancelRun')).toEqual([]);
    },
  );

  it('a run answered in a wrong shape ends the step with the operation and the field, not a TypeError', async () => {
    world.sim.faults.inject({
      operation: 'getRun',
      times: 1000,
      fault: {
        raw: JSON.stringify({
          run_id: 'x',
          task_id: 'x',
          title: 't',
          prompt: 'p',
          created_at: 't',
          updated_at: 't',
        }),
      },
    });
    const result = await pr();
    expect(result.code).toBe(1);
    expect(result.everything).toContain(
      'getRun answered a wrong shape: state: expected string, got undefined (missing)',
    );
    expect(result.everything).not.toContain('TypeError');
    expect(result.everything).not.toContain('Cannot read properties');
    expect(world.sim.requests.filter((r) => r.path.includes('undefined'))).toEqual([]);
  });

  it('a tracking comment whose create failed with 502 is looked for before it is posted again', async () => {
    world.gh.faults.inject({ operationId: 'issues/create-comment', status: 502 });
    const result = await pr();
    expect(result.code).toBe(0);
    expect(world.gh.count('issues/create-comment')).toBe(2);
    expect(comments()).toHaveLength(1);
  });
});

describe('other events', () => {
  it('issues.labeled: the issue is the task, the report goes on the issue', async () => {
    const result = await runStep({
      inputs: inputs(world, {}),
      eventName: 'issues',
      payload: payload('issues', 'labeled'),
      apiUrl: world.gh.url,
    });
    expect(result.code).toBe(0);
    const body = JSON.parse(creates()[0]!.body) as { prompt: string; title: string };
    expect(body.title).toBe('Issue #1: Spelling error in the README file');
    expect(body.prompt.startsWith('## GitHub context (untrusted data)')).toBe(true);
    expect(body.prompt).toContain(
      "~~~~text description\nIt looks like you accidently spelled 'commit' with two 't's.\n~~~~",
    );
    expect(comments(1)).toHaveLength(1);
    expect(world.gh.count('pulls/list-files')).toBe(0);
  });

  it('workflow_dispatch: the prompt only, the report in the job summary, no comment', async () => {
    const result = await runStep({
      inputs: inputs(world, { prompt: 'Update the dependencies.' }),
      eventName: 'workflow_dispatch',
      payload: {
        inputs: {},
        ref: 'refs/heads/main',
        repository: { full_name: 'acme/app' },
        sender: { login: 'octo-maintainer' },
      },
      apiUrl: world.gh.url,
    });
    expect(result.code).toBe(0);
    expect(JSON.parse(creates()[0]!.body).prompt).toBe('Update the dependencies.');
    expect(world.gh.requests).toHaveLength(0);
    expect(result.summary).toContain('### ✅ Cloud agent run succeeded: Update the dependencies.');
    expect(result.summary).toContain(
      'Started by [workflow run](https://github.com/acme/app/actions/runs/9001) (workflow_dispatch).',
    );
  });
});

describe.skipIf(repeatsItself())('bad inputs: an error naming the input, nothing sent', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['command', { command: 'dance' }, 'Input "command": "dance" is not a command; use one of auto, run'],
    [
      'timeout-minutes',
      { 'timeout-minutes': 'soon' },
      'Input "timeout-minutes": must be a number of minutes above 0 and at most 360, got "soon"',
    ],
    [
      'timeout-minutes',
      { 'timeout-minutes': '0' },
      'Input "timeout-minutes": must be a number of minutes above 0 and at most 360, got "0"',
    ],
    [
      'timeout-minutes',
      { 'timeout-minutes': '1000' },
      'Input "timeout-minutes": must be a number of minutes above 0 and at most 360, got "1000"',
    ],
    [
      'environment-id',
      { 'environment-id': 'prod' },
      'Input "environment-id": "prod" has 4 characters: environment ids are exactly 22 letters and digits',
    ],
    ['mcp-servers', { 'mcp-servers': '{linear: true' }, 'Input "mcp-servers": is not valid JSON'],
    [
      'mcp-servers',
      { 'mcp-servers': '[1]' },
      'Input "mcp-servers": must be a JSON object, e.g. {"key": "value"}',
    ],
    [
      'mcp-servers',
      { 'mcp-servers': '{"linear": {}}' },
      'Input "mcp-servers": server "linear" needs exactly one of warp_id, command or url',
    ],
    ['agent-config', { 'agent-config': '"text"' }, 'Input "agent-config": must be a JSON object'],
    [
      'agent-config',
      { 'agent-config': '{"environment_id": "nope"}' },
      `Input "agent-config": environment_id "nope" has 4 characters: environment ids are exactly 22 letters and digits (see your environments in the service's settings)`,
    ],
    ['wait', { wait: 'maybe' }, 'Input "wait": must be true or false, got "maybe"'],
    [
      'include-context',
      { 'include-context': 'yes please' },
      'Input "include-context": must be true or false, got "yes please"',
    ],
    [
      'base-url',
      { 'base-url': 'http://example.com/api/v1' },
      'Input "base-url": must use https (plain http is allowed only on loopback), got http://example.com',
    ],
    ['base-url', { 'base-url': 'not a url' }, 'Input "base-url": "not a url" is not an absolute URL'],
    ['api-key', { 'api-key': '' }, 'Input "api-key": is empty: pass the key from a secret'],
    [
      'skill',
      { skill: 'not a skill spec' },
      'Input "skill": "not a skill spec" is not a skill spec: use owner/repo:skill-name or owner/repo:path/to/SKILL.md, e.g. acme/skills:code-review',
    ],
    [
      'agent-identity',
      { 'agent-identity': 'not a uid / with spaces!' },
      'Input "agent-identity": "not a uid / with spaces!" is not an agent identity uid: 1 to 64 letters, digits, "-" and "_"',
    ],
    [
      'allowed-bots',
      { 'allowed-bots': 'not a login!!, *' },
      'Input "allowed-bots": "login!!" is not a GitHub login: list each bot by its login, such as dependabot[bot], separated by commas (no wildcards)',
    ],
    [
      'allowed-bots',
      { 'allowed-bots': 'dependabot[bot], *' },
      'Input "allowed-bots": "*" is not a GitHub login',
    ],
    [
      'allow-untrusted-authors',
      { 'allow-untrusted-authors': 'please' },
      'Input "allow-untrusted-authors": must be true or false, got "please"',
    ],
  ];

  it.each(cases)('%s: %j', async (_name, extra, message) => {
    const result = await pr(extra);
    expect(result.code).toBe(1);
    const error = result.stdout.split('\n').find((l) => l.startsWith('::error::'));
    expect(error).toContain(message);
    expect(world.sim.requests).toHaveLength(0);
    expect(world.gh.requests).toHaveLength(0);
  });

  it('prompt: required when the event has no issue or pull request', async () => {
    const result = await runStep({
      inputs: inputs(world, {}),
      eventName: 'push',
      payload: { ref: 'refs/heads/main' },
      apiUrl: world.gh.url,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      '::error::Input "prompt": is required for a push event: there is no issue or pull request to take the task from (or give a skill)',
    );
    expect(world.sim.requests).toHaveLength(0);
  });

  it('a malformed event payload is named', async () => {
    const result = await runStep({
      inputs: inputs(world, { prompt: 'x' }),
      eventName: 'pull_request',
      payload: { action: 'opened' },
      apiUrl: world.gh.url,
    });
    expect(result.stdout).toContain(
      '::error::the pull_request event payload has no pull_request; is the workflow\'s "on:" right for this action?',
    );
    expect(world.sim.requests).toHaveLength(0);
  });
});

describe.runIf(interfaceOnly())('runs without metadata (the interface shows none)', () => {
  it('a create whose answer was lost fails the step as an unknown outcome: nothing adopted, nothing sent again', async () => {
    world.sim.faults.inject({ operation: 'createRun', fault: { lostAnswer: true } });
    const result = await pr();
    expect(result.code).toBe(1);
    expect(creates()).toHaveLength(1);
    expect(world.sim.sim.runs.size).toBe(1);
    expect(result.stdout).toContain(
      "::error::the create request's answer was lost, and the service keeps no metadata on runs, so whether it made a run cannot be told",
    );
    expect(result.stdout).toContain('the service keeps no metadata on runs, so no run is ever adopted');
  });

  it('a re-run while the run is going starts another run, saying why', async () => {
    const first = await pr({ wait: 'false' });
    expect(first.code).toBe(0);
    const second = await pr({ wait: 'false' }, { env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(second.code).toBe(0);
    expect(creates()).toHaveLength(2);
    expect(second.outputs['run-id']).not.toBe(first.outputs['run-id']);
    expect(second.stdout).toContain('the service keeps no metadata on runs, so no run is ever adopted');
  });
});
