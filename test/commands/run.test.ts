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

/** A comment on issue #1 by its author (write permission) saying `body`. */
function comment(body: string) {
  const event = payload('issue_comment', 'created');
  event.comment.body = body;
  return world.step({ eventName: 'issue_comment', payload: event });
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
    expect(s.host.lines[0]).toBe(`started run ${s.host.outputs['run-id']} (SUCCEEDED)`);
  });

  it('a comment without the trigger phrase starts nothing', async () => {
    const s = comment('Thanks, looks good.');
    await runCommand(s, inputs());
    expect(created()).toEqual([]);
  });
});
