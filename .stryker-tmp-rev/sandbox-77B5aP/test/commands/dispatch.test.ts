/**
 * `command: dispatch` in process (src/commands/dispatch.ts) on the simulator and the fake GitHub: the ticket the
 * work is filed under (the inputs', else the thread's, else one per workflow run and job), the run made through the
 * factory, and a comment's conversation going to the factory too.
 */
import { describe, expect, it } from 'vitest';
import { defaultTicket, dispatchCommand } from '../../src/commands/dispatch.ts';
import type { DispatchCommandInputs, DispatchInputs } from '../../src/inputs.ts';
import { API_KEY } from '../e2e/setup.ts';
import { commandWorld, payload } from '../helpers/command-world.ts';
import { inputs as startInputs } from '../helpers/inputs.ts';

const world = commandWorld();

const ticket = (given: Partial<DispatchInputs> = {}): DispatchInputs => ({
  factory: 'fac_web',
  ticketRef: undefined,
  ticketUrl: undefined,
  ...given,
});
const inputs = (given: Partial<DispatchInputs> = {}): DispatchCommandInputs => ({
  ...startInputs({ prompt: 'Fix it.' }),
  command: 'dispatch',
  apiKey: API_KEY,
  baseUrl: world.sim.url,
  dispatch: ticket(given),
});
const schedule = { eventName: 'schedule', payload: { schedule: '0 3 * * *' } };
const issue = () => ({ eventName: 'issues', payload: payload('issues', 'opened') });

const dispatched = () =>
  world.sim.requests
    .filter((r) => r.operation === 'dispatchFactoryRun')
    .map((r) => ({ path: r.path, body: JSON.parse(r.body) as Record<string, string> }));

describe('defaultTicket', () => {
  it("the thread's reference and URL", () => {
    expect(defaultTicket(world.step(issue()), ticket())).toEqual({
      ref: 'github:acme/app#1',
      url: 'https://github.com/acme/app/issues/1',
    });
    expect(defaultTicket(world.step(), ticket())).toEqual({
      ref: 'github:acme/app#2',
      url: 'https://github.com/acme/app/pull/2',
    });
  });

  it("the inputs' over the thread's", () => {
    expect(
      defaultTicket(
        world.step(issue()),
        ticket({ ticketRef: 'linear:ENG-1', ticketUrl: 'https://linear.app/i/1' }),
      ),
    ).toEqual({ ref: 'linear:ENG-1', url: 'https://linear.app/i/1' });
  });

  it('none without a thread', () => {
    expect(defaultTicket(world.step(schedule), ticket())).toEqual({ ref: undefined, url: undefined });
  });
});

describe('dispatch', () => {
  it('without a thread: a ticket per workflow run and job', async () => {
    world.sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const s = world.step(schedule);
    await dispatchCommand(s, inputs());
    expect(dispatched()).toEqual([
      {
        path: '/api/v1/factory/fac_web/runs',
        body: { prompt: 'Fix it.', ticket_ref: 'github:acme/app/actions/runs/9001/agent' },
      },
    ]);
    expect(s.host.lines[0]).toBe(
      'dispatched to factory fac_web (foreman Web Foreman), ticket github:acme/app/actions/runs/9001/agent',
    );
    expect(s.host.outputs).toMatchObject({ state: 'SUCCEEDED' });
  });

  it("on an issue: the thread's ticket and URL, the prompt with the thread", async () => {
    world.sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const s = world.step(issue());
    await dispatchCommand(s, inputs());
    const { body } = dispatched()[0]!;
    expect([body.ticket_ref, body.ticket_url]).toEqual([
      'github:acme/app#1',
      'https://github.com/acme/app/issues/1',
    ]);
    expect(body.prompt).toMatch(/^Fix it\.\n\n## GitHub context \(untrusted data\)\n/);
    expect(s.host.lines[0]).toBe('the issues event is by @Codertocat, who has write permission: starting');
  });

  it('a comment with the trigger phrase goes to the factory as a conversation; one without starts nothing', async () => {
    world.sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const event = payload('issue_comment', 'created');
    event.comment.body = '@cloud-agent fix the spelling';
    const s = world.step({ eventName: 'issue_comment', payload: event });
    await dispatchCommand(s, inputs({ ticketRef: 'linear:ENG-7' }));
    const { body } = dispatched()[0]!;
    expect(body.ticket_ref).toBe('linear:ENG-7');
    expect(body.prompt).toContain('fix the spelling');
    // The event's comment is not on the fake GitHub, so the 👀 on it is refused: a warning on the step's log.
    expect(s.host.lines[0]).toBe(
      'warning: could not react to the comment: Not Found - https://docs.github.com/rest',
    );
    expect(s.host.lines[2]).toBe(`started run ${s.host.outputs['run-id']} (SUCCEEDED)`);
    event.comment.body = 'Thanks.';
    await dispatchCommand(world.step({ eventName: 'issue_comment', payload: event }), inputs());
    expect(dispatched()).toHaveLength(1);
  });
});
