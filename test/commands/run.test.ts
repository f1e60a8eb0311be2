/**
 * `command: run` in process (src/commands/run.ts) on the simulator and the fake GitHub: an event starts a run from
 * the prompt and the thread; a comment is a conversation, which only the trigger phrase opens.
 */
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../src/commands/run.ts';
import type { RunCommandInputs } from '../../src/inputs.ts';
import { API_KEY } from '../e2e/setup.ts';
import { commandWorld, payload } from '../helpers/command-world.ts';
import { inputs as startInputs } from '../helpers/inputs.ts';

const world = commandWorld();

const inputs = (): RunCommandInputs => ({
  ...startInputs({ prompt: 'Fix it.' }),
  command: 'run',
  apiKey: API_KEY,
  baseUrl: world.sim.url,
});

/** A comment on issue #1 by its author (write permission) saying `body`, written now on GitHub's clock. */
function comment(body: string) {
  return world.step({ eventName: 'issue_comment', payload: world.commentEvent(body) });
}

const created = () =>
  world.sim.requests
    .filter((r) => r.operation === 'createRun')
    .map((r) => JSON.parse(r.body) as { prompt: string });

describe('run', () => {
  it('an event starts a run from the prompt and the thread, followed to its end', async () => {
    world.sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const s = world.step({ eventName: 'issues', payload: payload('issues', 'opened') });
    await runCommand(s, inputs());
    const runs = created();
    expect(runs).toHaveLength(1);
    expect(runs[0]!.prompt).toMatch(/^Fix it\.\n\n## GitHub context \(untrusted data\)\n/);
    expect(s.host.lines[0]).toBe('the issues event is by @Codertocat, who has write permission: starting');
    expect(s.host.lines.at(-1)).toMatch(/^\[00:00\] run [\w-]+: SUCCEEDED$/);
    expect(s.host.outputs).toMatchObject({ state: 'SUCCEEDED' });
  });

  it('a comment with the trigger phrase is a conversation: the run starts from the comment', async () => {
    world.sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const s = comment('@cloud-agent fix the spelling');
    await runCommand(s, inputs());
    const runs = created();
    expect(runs).toHaveLength(1);
    expect(runs[0]!.prompt).toContain('fix the spelling');
    // A conversation checks the commenter without saying so, unlike an event.
    expect(s.host.lines).toEqual([
      `started run ${s.host.outputs['run-id']} (SUCCEEDED)`,
      `[00:00] run ${s.host.outputs['run-id']}: SUCCEEDED`,
    ]);
    expect(world.reactions()).toEqual(['eyes', 'rocket']);
  });

  it('plan-first on an issue: the plan waits on the comment a reply `approve` finds, which carries it out', async () => {
    world.sim.script.run({
      timeline: [{ state: 'SUCCEEDED', afterMs: 0 }],
      artifacts: [{ type: 'PLAN', title: 'Fix the spelling', content: '1. Fix it.' }],
    });
    const labelled = world.step({ eventName: 'issues', payload: payload('issues', 'labeled') });
    await runCommand(labelled, { ...inputs(), run: { ...inputs().run, planFirst: true } });
    expect(labelled.host.outputs['plan-ready']).toBe('true');
    const runId = labelled.host.outputs['run-id']!;
    const marked = world.gh.state.commentsOf(1).filter((c) => c.user === 'github-actions[bot]');
    expect(marked).toHaveLength(1);
    expect(marked[0]!.body).toContain('**The plan**\n\n1. Fix it.');

    world.sim.script.followup(runId, { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    // Someone reads the plan, and approves it a minute later.
    world.gh.state.advance(60_000);
    const approve = comment('@cloud-agent approve');
    await runCommand(approve, inputs());
    const followups = world.sim.requests.filter((r) => r.operation === 'createFollowup');
    expect(followups.map((r) => [r.path, (JSON.parse(r.body) as { mode: string }).mode])).toEqual([
      [`/api/v1/agent/runs/${runId}/followups`, 'normal'],
    ]);
    expect(created()).toHaveLength(1);
    // The same one comment, now the report of the approved work.
    expect(world.gh.state.commentsOf(1).filter((c) => c.user === 'github-actions[bot]')).toEqual([
      expect.objectContaining({ id: marked[0]!.id }),
    ]);
    expect(approve.host.outputs).toMatchObject({ 'run-id': runId, 'plan-ready': 'false' });
  });

  it('a comment without the trigger phrase starts nothing', async () => {
    const s = comment('Thanks, looks good.');
    await runCommand(s, inputs());
    expect(created()).toEqual([]);
  });
});
