/**
 * `command: dispatch` in process (src/commands/dispatch.ts) on the simulator and the fake GitHub: the ticket the
 * work is filed under (the inputs', else the thread's, else one per workflow run and job), the run made through the
 * factory, and a comment's conversation going to the factory too.
 */
import { describe, expect, it } from 'vitest';
import { defaultTicket, dispatchCommand } from '../../src/commands/dispatch.ts';
import { settleCommand } from '../../src/commands/settle.ts';
import { InputError } from '../../src/shared/outcome.ts';
import type { DispatchCommandInputs, DispatchInputs, SettleCommandInputs } from '../../src/inputs.ts';
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
const settleInputs = (): SettleCommandInputs => ({
  command: 'settle',
  apiKey: API_KEY,
  baseUrl: world.sim.url,
  githubToken: 'ghs_unit_token',
  comment: true,
  windowMinutes: 60,
  triggerPhrase: '@cloud-agent',
});
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
    const event = world.commentEvent('@cloud-agent fix the spelling');
    const s = world.step({ eventName: 'issue_comment', payload: event });
    await dispatchCommand(s, inputs({ ticketRef: 'linear:ENG-7' }));
    const { body } = dispatched()[0]!;
    expect(body.ticket_ref).toBe('linear:ENG-7');
    expect(body.prompt).toContain('fix the spelling');
    expect(world.reactions()).toEqual(['eyes', 'rocket']);
    // Its 👀 given, the comment is not looked at again.
    expect(world.gh.count('issues/get-comment')).toBe(0);
    expect(s.host.lines[1]).toBe(`started run ${s.host.outputs['run-id']} (SUCCEEDED)`);
    await dispatchCommand(
      world.step({ eventName: 'issue_comment', payload: world.commentEvent('Thanks.') }),
      inputs(),
    );
    expect(dispatched()).toHaveLength(1);
  });

  it('a comment deleted before its job took it up is withdrawn: nothing dispatched, nothing posted', async () => {
    const event = world.commentEvent('@cloud-agent fix the spelling');
    world.gh.state.comments.delete(event.comment.id);
    const s = world.step({ eventName: 'issue_comment', payload: event });
    const before = world.gh.requests.length;
    await dispatchCommand(s, inputs({ ticketRef: 'linear:ENG-7' }));
    expect(dispatched()).toEqual([]);
    expect(world.requests()).toEqual([]);
    expect(s.host.lines).toEqual([
      `the comment ${event.comment.html_url} is gone (deleted): no eyes reaction on it`,
      'the comment was deleted before this job took it up: nothing is done for it',
    ]);
    // Who asked is checked first (a comment by someone not allowed is refused as ever); then the 👀 finds it gone.
    expect(world.gh.requests.slice(before).map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'POST /graphql 200',
      'GET /repos/acme/app/collaborators/Codertocat/permission 200',
      `POST /repos/acme/app/issues/comments/${event.comment.id}/reactions 404`,
    ]);
  });
});

describe('a comment withdrawn while GitHub fails its 👀', () => {
  it('the 👀 failing (500), the comment is looked at: gone, so nothing dispatched, nothing posted', async () => {
    const event = world.commentEvent('@cloud-agent fix the spelling');
    world.gh.state.comments.delete(event.comment.id);
    world.gh.faults.inject({ operationId: 'reactions/create-for-issue-comment', status: 500, times: 5 });
    const s = world.step({ eventName: 'issue_comment', payload: event });
    const before = world.gh.requests.length;
    await dispatchCommand(s, inputs({ ticketRef: 'linear:ENG-7' }));
    expect(dispatched()).toEqual([]);
    expect(world.requests()).toEqual([]);
    expect(s.host.lines).toEqual([
      'warning: could not react to the comment: Internal Server Error - https://docs.github.com/rest',
      'the comment was deleted before this job took it up: nothing is done for it',
    ]);
    expect(world.gh.requests.slice(before).map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'POST /graphql 200',
      'GET /repos/acme/app/collaborators/Codertocat/permission 200',
      `POST /repos/acme/app/issues/comments/${event.comment.id}/reactions 500`,
      `GET /repos/acme/app/issues/comments/${event.comment.id} 404`,
    ]);
  });

  it('the 👀 failing on a comment that is there: the work goes on, dispatched once', async () => {
    world.sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const event = world.commentEvent('@cloud-agent fix the spelling');
    world.gh.faults.inject({ operationId: 'reactions/create-for-issue-comment', status: 500, times: 5 });
    const s = world.step({ eventName: 'issue_comment', payload: event });
    await dispatchCommand(s, inputs({ ticketRef: 'linear:ENG-7' }));
    expect(dispatched()).toHaveLength(1);
    expect(world.gh.count('issues/get-comment')).toBe(1);
  });
});

describe('a dispatch whose answer is lost', () => {
  it('the run the factory made is found by its ticket and followed: one dispatch, one run, one comment', async () => {
    world.sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    world.sim.faults.inject({ operation: 'dispatchFactoryRun', fault: { lostAnswer: true } });
    const s = world.step(issue());
    await dispatchCommand(s, inputs());
    const runs = [...world.sim.sim.runs.values()];
    expect(runs).toHaveLength(1);
    expect(dispatched()).toHaveLength(1);
    expect(
      world.sim.requests
        .filter((r) => r.operation === 'dispatchFactoryRun' || r.operation === 'listRuns')
        .map((r) => [r.operation, r.status, r.path]),
    ).toEqual([
      ['listRuns', 200, '/api/v1/agent/runs'],
      ['dispatchFactoryRun', 0, '/api/v1/factory/fac_web/runs'],
      ['listRuns', 200, '/api/v1/agent/runs'],
    ]);
    expect(s.host.outputs).toMatchObject({ 'run-id': runs[0]!.run_id, state: 'SUCCEEDED' });
    expect(s.host.lines).toEqual([
      'the issues event is by @Codertocat, who has write permission: starting',
      'dispatched to factory fac_web, ticket github:acme/app#1: the answer was lost; the run it made was found by its ticket',
      `started run ${runs[0]!.run_id} (SUCCEEDED)`,
      `[00:00] run ${runs[0]!.run_id}: SUCCEEDED`,
    ]);
    // The look after the lost answer asks for the ticket's runs made since the step began.
    const look = new URLSearchParams(world.sim.requests.filter((r) => r.operation === 'listRuns')[1]!.query);
    expect([look.get('metadata[ticket_source]'), look.get('metadata[ticket_id]')]).toEqual([
      'github',
      'acme/app#1',
    ]);
    // Since the time the step recorded before it dispatched.
    expect(look.get('created_after')).toBe(s.host.saved.creating_since);
    expect(world.gh.state.commentsOf(1)).toHaveLength(1);
  });
});

describe('letting the run go', () => {
  const refused = async (step: ReturnType<typeof world.step>, given: DispatchCommandInputs) => {
    const error = await dispatchCommand(step, given).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(InputError);
    return (error as InputError).message;
  };
  /** The refusal of `said` on thread #`thread` under a ticket of its own (linear:ENG-1). */
  const onThread = (thread: number, said: string) =>
    `is not taken by command "dispatch" on an issue or pull request with a \`ticket-ref\` of its own ("linear:ENG-1"): a factory's run carries only its ticket, and the settle finds one by the thread's (github:acme/app#${thread}), so nothing would finish this run's report or hold it to its deadline and budget once ${said} let it go; leave \`ticket-ref\` out, or leave ${said} out and the run is followed to its end`;
  /** The refusal of `said` without a thread. */
  const noThread = (said: string) =>
    `is not taken by command "dispatch" without an issue or pull request: a factory's run carries only its ticket, and the settle finds one by the ticket of the thread it came from, so nothing would finish this run's report or hold it to its deadline and budget once ${said} let it go; leave it out and the run is followed to its end`;

  it('on a thread under a ticket of its own, wait: false, detach-after-minutes and cancel-on-abort: false are refused before any request: the settle could not find the run', async () => {
    const own = inputs({ ticketRef: 'linear:ENG-1' });
    expect(await refused(world.step(issue()), { ...own, wait: false })).toBe(
      `Input "wait": ${onThread(1, '`wait: false`')}`,
    );
    expect(await refused(world.step(), { ...own, detachAfterMinutes: 5 })).toBe(
      `Input "detach-after-minutes": ${onThread(2, '`detach-after-minutes: 5`')}`,
    );
    expect(await refused(world.step(issue()), { ...own, cancelOnAbort: false })).toBe(
      `Input "cancel-on-abort": ${onThread(1, '`cancel-on-abort: false`')}`,
    );
    expect(world.sim.requests).toEqual([]);
    expect(world.gh.requests).toEqual([]);
  });

  it.each([
    ["no ticket-ref (the thread's ticket)", undefined],
    ["the thread's own ticket given", 'github:acme/app#1'],
  ])(
    'on an issue under %s, wait: false dispatches and lets the run go; the settle finds it by its ticket and finishes the report',
    async (_, ticketRef) => {
      world.sim.script.run({
        timeline: [
          { state: 'INPROGRESS', afterMs: 0 },
          { state: 'SUCCEEDED', afterMs: 60_000 },
        ],
      });
      const s = world.step(issue());
      await dispatchCommand(s, { ...inputs({ ticketRef }), wait: false });
      expect(s.host.failed).toBeUndefined();
      const runId = s.host.outputs['run-id']!;
      expect(dispatched().map((d) => d.body.ticket_ref)).toEqual(['github:acme/app#1']);
      const comments = () => [...world.gh.state.comments.values()].filter((c) => c.issue_number === 1);
      expect(comments()).toHaveLength(1);
      const tracking = comments()[0]!;
      const session = /session\/([0-9a-f-]{36})/.exec(tracking.body)![1]!;
      const link = `https://app.warp.dev/session/${session}`;
      expect(tracking.body.slice(0, tracking.body.lastIndexOf('<!--'))).toBe(
        [
          '### 🔄 Cloud agent run working (no longer watched): Issue #1: Spelling error in the README file',
          `**Follow live**: [the agent's session](${link})`,
          'Started from issue #1 by [workflow run](https://github.com/acme/app/actions/runs/9001).',
          'The workflow did not wait for this run (`wait: false`).',
          '**The run is still working.** Its report will be finished by the settle job (`command: settle`, see ' +
            '[detach and settle](https://github.com/cloud-agent-action/cloud-agent-action#cost-detach-and-settle)). ' +
            `Meanwhile, follow it in [the session](${link}).`,
          '- **State**: `INPROGRESS`\n- **Elapsed**: 0s\n' +
            '- **Workflow**: [the workflow run](https://github.com/acme/app/actions/runs/9001)\n' +
            `- **Run**: \`${runId}\``,
          '',
        ].join('\n\n'),
      );

      world.sim.clock.advance(61_000);
      const settle = world.step(schedule);
      await settleCommand(settle, settleInputs());
      expect(settle.host.failed).toBeUndefined();
      expect(JSON.parse(settle.host.outputs.results!)).toEqual([
        {
          run_id: runId,
          state: 'SUCCEEDED',
          thread: 1,
          comment_url: `https://github.com/acme/app/issues/1#issuecomment-${tracking.id}`,
          action: 'finished',
          detail: 'final report written (SUCCEEDED)',
        },
      ]);
      expect(comments()).toHaveLength(1);
      const text = comments()[0]!.body;
      expect(
        text
          .slice(0, text.lastIndexOf('<!--'))
          .replace(/session\/[0-9a-f-]{36}/, 'session/<id>')
          .replace(/task `task_\w+`/, 'task `<id>`'),
      ).toBe(
        [
          '### ✅ Cloud agent run succeeded: Issue #1: Spelling error in the README file',
          'Started from issue #1 by [workflow run](https://github.com/acme/app/actions/runs/9001).',
          '- **State**: `SUCCEEDED`\n- **Duration**: 1m 0s\n- **Cost**: 22.2 credits ≈ $0.22\n' +
            '- **Session**: [open the session](https://app.warp.dev/session/<id>)\n' +
            '- **Workflow**: [the workflow run](https://github.com/acme/app/actions/runs/9001)\n' +
            '- **Factory**: `fac_web` · task `<id>` · stage **COMPLETE**\n' +
            `- **Run**: \`${runId}\``,
          "**The agent's answer**",
          'I worked on: Fix it.. The change is done and the tests pass.',
          '<details><summary>Steps (1)</summary>',
          '- **Fix it.**\n  - `run_command` `npm test` → completed',
          '</details>',
          '',
        ].join('\n\n'),
      );
      // A second settle writes nothing.
      const writes = world.gh.state.commentWrites.length;
      const again = world.step(schedule);
      await settleCommand(again, settleInputs());
      expect(JSON.parse(again.host.outputs.results!)).toMatchObject([
        { run_id: runId, action: 'already-settled' },
      ]);
      expect(world.gh.state.commentWrites).toHaveLength(writes);
    },
  );

  it('without a thread, wait: false, detach-after-minutes and cancel-on-abort: false are refused before any request: no settle finds the run', async () => {
    expect(await refused(world.step(schedule), { ...inputs(), wait: false })).toBe(
      `Input "wait": ${noThread('`wait: false`')}`,
    );
    expect(
      await refused(world.step(schedule), { ...inputs({ ticketRef: 'jira:APP-1' }), detachAfterMinutes: 5 }),
    ).toBe(`Input "detach-after-minutes": ${noThread('`detach-after-minutes: 5`')}`);
    expect(await refused(world.step(schedule), { ...inputs(), cancelOnAbort: false })).toBe(
      `Input "cancel-on-abort": ${noThread('`cancel-on-abort: false`')}`,
    );
    expect(world.sim.requests).toEqual([]);
    expect(world.gh.requests).toEqual([]);
  });
});
