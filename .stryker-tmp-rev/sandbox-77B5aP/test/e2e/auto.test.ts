/**
 * `command: auto`, the default, through the bundle: what it cannot route fails the step before any request, naming
 * the event and the `command` to set; its labels are its own inputs, refused by an explicit command. (Each trigger of
 * examples/agent.yml, routed: test/e2e/examples-play.test.ts; the routing table: test/flow/auto.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { runStep } from './harness.ts';
import { API_KEY, eachWorld, payload, type World } from './setup.ts';

let world: World;
eachWorld((w) => (world = w));

/** The bundle on `eventName` with `inputs` besides the key and the simulator; no command unless `inputs` names one. */
const step = (eventName: string, body: Record<string, unknown>, inputs: Record<string, string> = {}) =>
  runStep({
    inputs: { 'api-key': API_KEY, 'base-url': world.sim.url, ...inputs },
    eventName,
    payload: body,
    apiUrl: world.gh.url,
  });

const ROUTED =
  'it picks from issues (labeled), issue_comment, pull_request_review_comment, pull_request_review and pull_request (opened, reopened, synchronize, ready_for_review, labeled).';

/** The step's one error line. */
const errorLine = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('::error::'));

describe('an event auto has no route for', () => {
  it('push: the step fails before any request, naming the event and the command to set', async () => {
    const result = await step('push', { ...payload('push'), ref: 'refs/heads/main' }, { prompt: 'Tidy up.' });
    expect(result.code).toBe(1);
    expect(errorLine(result.stdout)).toEqual([
      `::error::Input "command": is "auto" (the default), which has no route for the push event: ${ROUTED} Set command to what this step does on push (run, dispatch, gate, settle, schedules, report, ...).`,
    ]);
    expect(result.outputs).toEqual({});
    expect(world.sim.requests).toEqual([]);
    expect(world.gh.requests).toEqual([]);
  });

  it('an issue opened: only a label routes an issue; the error says to set command: run', async () => {
    const result = await step('issues', payload('issues', 'opened'));
    expect(result.code).toBe(1);
    expect(errorLine(result.stdout)).toEqual([
      `::error::Input "command": is "auto" (the default), which has no route for the issues (opened) event: ${ROUTED} Set command: run to start a run on it, or take the event out of "on:".`,
    ]);
    expect(world.sim.requests).toEqual([]);
    expect(world.gh.requests).toEqual([]);
  });

  it('the same event with command: run starts the run as before', async () => {
    const result = await step('issues', payload('issues', 'opened'), { command: 'run' });
    expect(result.code).toBe(0);
    expect(result.outputs.state).toBe('SUCCEEDED');
    // What auto picked is its output alone: an explicit command sets none.
    expect(result.outputs.command).toBeUndefined();
    expect(result.stdout).not.toContain('command auto picked');
    expect(world.sim.count('createRun')).toBe(1);
  });
});

describe("auto's inputs", () => {
  it('an input of no command auto picks is refused before any request, naming those it picks', async () => {
    const result = await step('issues', payload('issues', 'labeled'), { factory: 'fac_web' });
    expect(result.code).toBe(1);
    expect(errorLine(result.stdout)).toEqual([
      '::error::Input "factory": is not used by command "auto" nor by the commands it picks (run, review) (it is for: dispatch, gate, report); remove it, or set command',
    ]);
    expect(world.sim.requests).toEqual([]);
  });

  it('run-label is refused by an explicit command: the label would not be read', async () => {
    const result = await step('issues', payload('issues', 'labeled'), { command: 'run', 'run-label': 'go' });
    expect(result.code).toBe(1);
    expect(errorLine(result.stdout)).toEqual([
      '::error::Input "run-label": is not used by command "run" (it is for: auto); remove it',
    ]);
    expect(world.sim.requests).toEqual([]);
  });

  it('on-pull-request: run sends a pull request to a run instead of the review', async () => {
    const result = await step('pull_request', payload('pull_request', 'opened'), {
      'on-pull-request': 'run',
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'command auto picked run: pull request #2 was opened (on-pull-request: run)',
    );
    expect([result.outputs.command, result.outputs.state]).toEqual(['run', 'SUCCEEDED']);
    expect(world.gh.state.reviewsOf(2)).toEqual([]);
    expect(world.gh.state.commentsOf(2)[0]!.body).toMatch(/^### ✅ Cloud agent run succeeded: /);
  });

  it('a run-label of its own starts the run on that label', async () => {
    const body = payload('issues', 'labeled');
    body.label.name = 'go';
    const result = await step('issues', body, { 'run-label': 'go' });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('command auto picked run: issue #1 was labelled "go", the run-label');
    expect([result.outputs.command, result.outputs.state]).toEqual(['run', 'SUCCEEDED']);
  });
});
