/**
 * Plan first, then approve, end to end: `@cloud-agent plan`, a revision, approvals (refused and carried out), a
 * detached plan run finished by settle, `plan-first` on a labelled issue, and a service that ignores the mode, on
 * real webhook payloads, the bundle run as the runner runs it against the simulator (which honours `mode`) and the
 * fake GitHub.
 */
import { describe, expect, it } from 'vitest';
import { planDigest } from '../../src/flow/plan.ts';
import { decodeMarker } from '../../src/render/marker.ts';
import { runCli } from '../cli/harness.ts';
import { runStep, type ActionRun } from './harness.ts';
import { API_KEY, MARKER_KEY, inputs, interfaceOnly, payload, until } from './setup.ts';
import {
  commentEvent,
  onComment,
  reactions,
  serviceOps,
  tracking,
  useConversationWorld,
  world,
} from './conversation-world.ts';

useConversationWorld();

const PLAN = '## Dark mode\n\n1. Add a theme switch to the header.\n2. Test it in `theme.test.ts`.';
const REVISED = '## Dark mode, with settings\n\n1. Add a theme switch.\n2. Add it to the settings page too.';
const PR = { type: 'PULL_REQUEST' as const, url: 'https://github.com/acme/app/pull/7', branch: 'agent/dark' };
const NEXT =
  '**Next:** Reply `@cloud-agent approve` to carry out this plan, or `@cloud-agent <what to change>` to revise it.';

/** The one tracking comment on issue #1 (there must be exactly one). */
function theComment(): { id: number; body: string } {
  const all = tracking();
  expect(all, 'tracking comments on issue #1').toHaveLength(1);
  return all[0]!;
}
const bodiesOf = (operation: string) =>
  world.sim.requests
    .filter((r) => r.operation === operation)
    .map((r) => JSON.parse(r.body) as Record<string, unknown>);
/** The comments on issue #1 by the action that are not its tracking comment: its replies. */
const replies = () =>
  world.gh.state
    .commentsOf(1)
    .filter((c) => c.user === 'github-actions[bot]' && !decodeMarker(c.body, MARKER_KEY))
    .map((c) => c.body);
const commentUrl = (event: Record<string, any>) => String(event.comment.html_url);

/** `@cloud-agent plan add dark mode` on issue #1, the run scripted to leave PLAN: the step and the run's id. */
async function planned(): Promise<{ result: ActionRun; runId: string }> {
  world.sim.script.run({
    artifacts: [{ type: 'PLAN', title: 'Dark mode', content: PLAN }],
    finalMessage: 'Here is my plan for dark mode.',
  });
  const result = await onComment(commentEvent('@cloud-agent plan add dark mode'));
  expect(result.code).toBe(0);
  return { result, runId: result.outputs['run-id']! };
}

/**
 * `@cloud-agent plan add dark mode` on issue #1 with `wait: false`, the run scripted to leave PLAN: the step, once
 * the run it let go of has ended (the simulator's clock runs ten times faster than this one).
 */
async function detachedPlan(): Promise<{ step: ActionRun; runId: string }> {
  world.sim.script.run({
    timeline: [
      { state: 'QUEUED', afterMs: 0 },
      { state: 'INPROGRESS', afterMs: 100 },
      { state: 'SUCCEEDED', afterMs: 2_000 },
    ],
    artifacts: [{ type: 'PLAN', title: 'Dark mode', content: PLAN }],
    finalMessage: 'Here is my plan for dark mode.',
  });
  const step = await onComment(commentEvent('@cloud-agent plan add dark mode'), { wait: 'false' });
  expect(step.code).toBe(0);
  const runId = step.outputs['run-id']!;
  await until(
    () => world.sim.sim.current(world.sim.sim.runs.get(runId)!, world.sim.clock.now()).state === 'SUCCEEDED',
  );
  return { step, runId };
}

/** A scheduled `command: settle`. */
const settle = () =>
  runStep({
    inputs: inputs(world, { command: 'settle' }),
    eventName: 'schedule',
    payload: { schedule: '*/10 * * * *' },
    apiUrl: world.gh.url,
  });

// A plan is an artifact (its text the artifact route's), which the interface does not show: without them no plan
// can be told from an ordinary ending, so these run against the contract's answers only.
describe.skipIf(interfaceOnly())('plan first, then approve', () => {
  it('`@cloud-agent plan`: one plan-mode run, the plan on the one tracking comment with how to approve', async () => {
    const { result, runId } = await planned();
    expect(serviceOps().filter((o) => o === 'createRun' || o === 'createFollowup')).toEqual(['createRun']);
    const [created] = bodiesOf('createRun');
    expect(created!.mode).toBe('plan');
    expect(created!.prompt).toContain('~~~~text request\nadd dark mode\n~~~~');
    expect(world.sim.sim.runs.get(runId)!.executionModes).toEqual(['plan']);

    const { body } = theComment();
    expect(
      body.startsWith('### 📋 Plan ready for review: Issue #1: Spelling error in the README file\n'),
    ).toBe(true);
    expect(body).toContain(
      '\n\n@Codertocat asked for a plan: the agent proposes one and changes nothing until it is approved.\n\n',
    );
    // The plan at the centre, then what to do next, then the agent's answer.
    expect(body).toContain(
      `- **Run**: \`${runId}\`\n\n**The plan**\n\n${PLAN}\n\n${NEXT}\n\n**The agent's answer**\n\nHere is my plan for dark mode.\n\n`,
    );
    expect(body).not.toContain('**Plans**');
    expect(decodeMarker(body, MARKER_KEY)).toMatchObject({
      run: runId,
      state: 'SUCCEEDED',
      plan: { by: 'Codertocat', before: [] },
    });
    expect(result.outputs).toMatchObject({
      state: 'SUCCEEDED',
      'plan-ready': 'true',
      'pull-request-urls': '[]',
    });
    expect(result.log).toContain(
      `run ${runId} proposed a plan. Reply @cloud-agent approve to carry out this plan, or @cloud-agent <what to change> to revise it.\n`,
    );
    expect(result.stdout).not.toContain('is waiting for input');
    expect(reactions()).toEqual(['eyes', 'rocket']);
  });

  it('a reply revises the plan: a plan-mode follow-up to the same run, no new run, the new plan shown', async () => {
    const { runId } = await planned();
    const first = theComment();
    world.sim.script.followup(runId, {
      artifacts: [{ type: 'PLAN', title: 'Dark mode, with settings', content: REVISED }],
      finalMessage: 'I revised the plan.',
    });
    const event = commentEvent('@cloud-agent also the settings page');
    const result = await onComment(event);
    expect(result.code).toBe(0);
    expect(serviceOps().filter((o) => o === 'createRun')).toHaveLength(1);
    expect(world.sim.requests.filter((r) => r.operation === 'createFollowup').map((r) => r.path)).toEqual([
      `/api/v1/agent/runs/${runId}/followups`,
    ]);
    expect(bodiesOf('createFollowup')).toEqual([
      {
        message: `also the settings page\n\n(From @Codertocat on GitHub: ${commentUrl(event)})`,
        mode: 'plan',
      },
    ]);
    expect(world.sim.sim.runs.get(runId)!.executionModes).toEqual(['plan', 'plan']);

    const { id, body } = theComment();
    expect(id).toBe(first.id);
    expect(body).toContain('### 📋 Plan ready for review: ');
    expect(body).toContain('\n\n@Codertocat asked for changes to the plan: the agent revises it.\n\n');
    expect(body).toContain(
      `**The plan**\n\n${REVISED}\n\n${NEXT}\n\n**The agent's answer**\n\nI revised the plan.`,
    );
    // The first plan is still there, no longer at the centre.
    expect(body).toContain('**Earlier plans**');
    expect(body).toContain('1. Add a theme switch to the header.');
    expect(result.outputs['plan-ready']).toBe('true');
  });

  it('an approve by a commenter without write access sends nothing and gets the polite reply', async () => {
    const { runId } = await planned();
    const before = theComment().body;
    const asked = world.sim.requests.length;
    world.gh.state.setPermission('outsider', 'read');
    const result = await onComment(commentEvent('@cloud-agent approve', { login: 'outsider' }));
    expect(result.code).toBe(0);
    expect(world.sim.requests.slice(asked)).toEqual([]);
    expect(serviceOps()).not.toContain('createFollowup');
    expect(result.stdout).toContain(
      '::warning::not starting anything: @outsider has read permission; write, maintain, admin is needed',
    );
    expect(replies()).toEqual([
      '@outsider thanks for asking, but only collaborators with write, maintain, admin permission can start the cloud agent on this repository.',
    ]);
    // The plan still waits, unchanged.
    expect(theComment().body).toBe(before);
    expect(world.sim.sim.runs.get(runId)!.executionModes).toEqual(['plan']);
  });

  it("a writer's approve: one normal-mode follow-up, and the comment ends showing the pull request", async () => {
    const { runId } = await planned();
    const first = theComment();
    world.sim.script.followup(runId, {
      artifacts: [PR],
      finalMessage: 'Dark mode is in: see the pull request.',
    });
    // Read, then approved a minute later (GitHub's clock).
    world.gh.state.advance(60_000);
    const event = commentEvent('@cloud-agent approve, but keep the old colours as an option');
    const result = await onComment(event);
    expect(result.code).toBe(0);
    expect(serviceOps().filter((o) => o === 'createRun')).toHaveLength(1);
    expect(bodiesOf('createFollowup')).toEqual([
      {
        message: `The plan is approved by @Codertocat: carry out the plan you proposed last, as written.\n\nbut keep the old colours as an option\n\n(From @Codertocat on GitHub: ${commentUrl(event)})`,
        mode: 'normal',
      },
    ]);
    expect(world.sim.sim.runs.get(runId)!.executionModes).toEqual(['plan', 'normal']);

    const { id, body } = theComment();
    expect(id).toBe(first.id);
    expect(
      body.startsWith('### ✅ Cloud agent run succeeded: Issue #1: Spelling error in the README file\n'),
    ).toBe(true);
    expect(body).toContain('\n\n@Codertocat approved the plan: the agent carries it out.\n\n');
    expect(body).toContain(
      "**The agent's answer**\n\nDark mode is in: see the pull request.\n\n**Pull requests**\n\n- <https://github.com/acme/app/pull/7> from `agent/dark`\n\n",
    );
    expect(body).not.toContain('Plan ready for review');
    expect(body).not.toContain(NEXT);
    expect(decodeMarker(body, MARKER_KEY)!.plan).toBeUndefined();
    expect(result.outputs).toMatchObject({
      state: 'SUCCEEDED',
      'plan-ready': 'false',
      'pull-request-urls': '["https://github.com/acme/app/pull/7"]',
    });
  });

  it('SIGTERM while the approval is on its way, and it never reached the run: the post step takes its claim back; the next approve carries the plan out', async () => {
    const { runId } = await planned();
    const { id } = theComment();
    const claims = () =>
      world.gh.state.reactions.filter((r) => r.subject.kind === 'issue_comment' && r.subject.id === id);
    world.gh.state.advance(60_000);
    // The service holds the approval without acting on it; the job is cancelled meanwhile.
    world.sim.faults.inject({ operation: 'createFollowup', fault: { stallMs: 30_000 } });
    const event = commentEvent('@cloud-agent approve');
    const main = await onComment(event, {}, 'issue_comment', {
      kill: {
        signal: 'SIGTERM',
        when: () => world.sim.requests.some((r) => r.operation === 'createFollowup'),
      },
    });
    expect(main.code).toBe(1);
    expect(main.stdout).toContain('::error::received SIGTERM: createFollowup: aborted');
    expect(claims().map((r) => [r.user, r.content])).toEqual([['github-actions[bot]', '+1']]);
    expect(JSON.parse(main.state.approval_claim!)).toMatchObject({ comment: id, thread: 1, run: runId });

    const post = await onComment(event, {}, 'issue_comment', { state: main.state });
    expect(post.code).toBe(0);
    expect(post.stdout).toContain(
      `took back the approval claim the main step made on the tracking comment: its approval never reached run ${runId} (it has not moved since), so the plan can be approved on the thread`,
    );
    expect(claims()).toEqual([]);
    expect(world.sim.sim.runs.get(runId)!.executionModes).toEqual(['plan']);

    world.sim.script.followup(runId, { artifacts: [PR], finalMessage: 'Dark mode is in.' });
    world.gh.state.advance(60_000);
    const again = await onComment(commentEvent('@cloud-agent approve'));
    expect(again.code).toBe(0);
    expect(world.sim.sim.runs.get(runId)!.executionModes).toEqual(['plan', 'normal']);
    expect(again.outputs).toMatchObject({ state: 'SUCCEEDED', 'plan-ready': 'false' });
  });

  it('plan-first on a labelled issue: green, the plan shown, plan-ready; a comment approves it', async () => {
    world.sim.script.run({ artifacts: [{ type: 'PLAN', title: 'Fix the spelling', content: PLAN }] });
    const result = await runStep({
      inputs: inputs(world, { prompt: 'Plan how to resolve this issue.', 'plan-first': 'true' }),
      eventName: 'issues',
      payload: payload('issues', 'labeled'),
      apiUrl: world.gh.url,
    });
    expect(result.code).toBe(0);
    const runId = result.outputs['run-id']!;
    expect(bodiesOf('createRun').map((b) => [b.mode, b.title])).toEqual([
      ['plan', 'Issue #1: Spelling error in the README file'],
    ]);
    expect(result.outputs).toMatchObject({ state: 'SUCCEEDED', 'plan-ready': 'true' });
    const { id, body } = theComment();
    expect(
      body.startsWith('### 📋 Plan ready for review: Issue #1: Spelling error in the README file\n'),
    ).toBe(true);
    expect(body).toContain(
      '\n\nPlan first: the agent proposes a plan and changes nothing until it is approved.\n\n',
    );
    expect(body).toContain(`**The plan**\n\n${PLAN}\n\n${NEXT}\n\n`);
    expect(result.summary).toContain(`**The plan**\n\n${PLAN}\n\n`);

    // The comments workflow takes the approval the comment asks for.
    world.sim.script.followup(runId, { artifacts: [PR], finalMessage: 'Fixed.' });
    world.gh.state.advance(60_000);
    const approve = await onComment(commentEvent('@cloud-agent approve'));
    expect(approve.code).toBe(0);
    expect(serviceOps().filter((o) => o === 'createRun')).toHaveLength(1);
    expect(bodiesOf('createFollowup').map((b) => b.mode)).toEqual(['normal']);
    expect(world.sim.requests.filter((r) => r.operation === 'createFollowup').map((r) => r.path)).toEqual([
      `/api/v1/agent/runs/${runId}/followups`,
    ]);
    expect(theComment().id).toBe(id);
    expect(theComment().body).toContain('- <https://github.com/acme/app/pull/7> from `agent/dark`');
    expect(approve.outputs).toMatchObject({ 'run-id': runId, 'plan-ready': 'false' });
  });

  it('a detached plan run: settle finishes the comment with the plan and how to approve; a reply approves it', async () => {
    const { step, runId } = await detachedPlan();
    expect(step.outputs).toMatchObject({ detached: 'true', 'plan-ready': 'false' });
    const { id } = theComment();
    expect(decodeMarker(theComment().body, MARKER_KEY)).toMatchObject({
      run: runId,
      phase: 'detached',
      plan: { by: 'Codertocat', before: [] },
    });
    const settled = await settle();
    expect(settled.code).toBe(0);
    expect(settled.stdout).toContain(`settled run ${runId} (SUCCEEDED) on #1`);
    const { body } = theComment();
    expect(theComment().id).toBe(id);
    expect(
      body.startsWith('### 📋 Plan ready for review: Issue #1: Spelling error in the README file\n'),
    ).toBe(true);
    expect(body).toContain(`**The plan**\n\n${PLAN}\n\n${NEXT}\n\n`);
    expect(decodeMarker(body, MARKER_KEY)).toMatchObject({
      run: runId,
      phase: 'final',
      plan: { by: 'Codertocat' },
    });

    world.sim.script.followup(runId, { artifacts: [PR], finalMessage: 'Dark mode is in.' });
    world.gh.state.advance(60_000);
    const approve = await onComment(commentEvent('@cloud-agent approve'));
    expect(approve.code).toBe(0);
    expect(bodiesOf('createFollowup').map((b) => b.mode)).toEqual(['normal']);
    expect(theComment().body).toContain('- <https://github.com/acme/app/pull/7> from `agent/dark`');
  });

  it('a detached plan carried out by `cloud-agent approve` before any settle: the settle reports the work, no plan waiting', async () => {
    const { runId } = await detachedPlan();
    // Approved from a terminal, which knows no thread: the tracking comment's marker still records the plan asked for.
    // The work ends without a pull request, so the plan is still the newest artifact the run has.
    world.sim.script.followup(runId, { artifacts: [], finalMessage: 'Done: the theme switch is in place.' });
    const approved = await runCli(['approve', runId], {
      env: { CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: world.sim.url },
    });
    expect(approved.code).toBe(0);
    expect(world.sim.sim.runs.get(runId)!.executionModes).toEqual(['plan', 'normal']);
    const settled = await settle();
    expect(settled.code).toBe(0);
    expect(settled.stdout).toContain(`settled run ${runId} (SUCCEEDED) on #1`);
    const { body } = theComment();
    expect(
      body.startsWith('### ✅ Cloud agent run succeeded: Issue #1: Spelling error in the README file\n'),
    ).toBe(true);
    expect(body).toContain("**The agent's answer**\n\nDone: the theme switch is in place.\n\n");
    expect(body).not.toContain('**The plan**');
    expect(body).not.toContain(NEXT);
    expect(decodeMarker(body, MARKER_KEY)!.plan).toBeUndefined();
    // The thread has no plan waiting any more: an approve there sends nothing and says so.
    const asked = world.sim.requests.length;
    await onComment(commentEvent('@cloud-agent approve'));
    expect(world.sim.requests.slice(asked).map((r) => r.operation)).toEqual(['getRun']);
    expect(replies()).toEqual([
      '@Codertocat there is no plan waiting for approval on this thread; ask for one with `@cloud-agent plan <request>`.',
    ]);
    expect(bodiesOf('createFollowup')).toHaveLength(1);
  });

  it.each([
    [
      'does the work instead',
      [PR],
      '⚠️ The agent was asked for a plan, but the service did the work instead: the run opened a pull request and left no new plan.',
    ],
    [
      'ends without a plan',
      undefined,
      '⚠️ The agent was asked for a plan, but the service did not plan: the run ended without a new plan.',
    ],
  ])(
    'a service that ignores the mode and %s: no plan claimed, the comment says so',
    async (_what, artifacts, line) => {
      world.sim.sim.teams.get('team_acme')!.features.ignoresMode = true;
      world.sim.script.run({ ...(artifacts ? { artifacts } : {}), finalMessage: 'Done.' });
      const result = await onComment(commentEvent('@cloud-agent plan add dark mode'));
      expect(result.code).toBe(0);
      expect(bodiesOf('createRun').map((b) => b.mode)).toEqual(['plan']);
      const runId = result.outputs['run-id']!;
      expect(world.sim.sim.runs.get(runId)!.executionModes).toEqual(['normal']);
      const { body } = theComment();
      expect(body.startsWith('### ✅ Cloud agent run succeeded: ')).toBe(true);
      expect(body).toContain(
        `@Codertocat asked for a plan: the agent proposes one and changes nothing until it is approved.\n\n${line}\n\n`,
      );
      expect(body).not.toContain('**The plan**');
      expect(body).not.toContain('`@cloud-agent approve`');
      expect(decodeMarker(body, MARKER_KEY)!.plan).toBeUndefined();
      expect(result.outputs['plan-ready']).toBe('false');
      // An approve now has nothing to carry out: it says so and sends nothing.
      const asked = world.sim.requests.length;
      await onComment(commentEvent('@cloud-agent approve'));
      // It reads the thread's run, and sends nothing.
      expect(world.sim.requests.slice(asked).map((r) => r.operation)).toEqual(['getRun']);
      expect(replies()).toEqual([
        '@Codertocat there is no plan waiting for approval on this thread; ask for one with `@cloud-agent plan <request>`.',
      ]);
    },
  );
});

describe.skipIf(interfaceOnly())(
  'an approval binds to the plan it saw; the rule travels with the plan',
  () => {
    const followups = () => bodiesOf('createFollowup');
    /** The reactions on comment `event`. */
    const reactionsOn = (event: Record<string, any>) =>
      world.gh.state.reactions
        .filter((r) => r.subject.kind === 'issue_comment' && r.subject.id === event.comment.id)
        .map((r) => r.content);
    /** The approval's claim on the tracking comment: the action's 👍. */
    const claims = () =>
      world.gh.state.reactions
        .filter((r) => r.subject.kind === 'issue_comment' && r.subject.id === theComment().id)
        .map((r) => [r.user, r.content]);
    const NOT_REQUESTER =
      '@Codertocat thanks! On this repository a plan is approved by someone other than the people who asked for it or for changes to it: another maintainer can reply `@cloud-agent approve`.';

    it('a reviewer approves plan v1 while the revision runs; their job, run after it, sends nothing and is told to approve again', async () => {
      const { runId } = await planned();
      world.gh.state.setPermission('reviewer', 'write');
      // The reviewer approves plan v1 a minute after it is shown ...
      world.gh.state.advance(60_000);
      const approval = commentEvent('@cloud-agent approve', { login: 'reviewer' });
      // ... and the requester asks for changes a minute later; the per-thread queue runs the revision first.
      world.gh.state.advance(60_000);
      world.sim.script.followup(runId, {
        artifacts: [{ type: 'PLAN', title: 'Dark mode, with settings', content: REVISED }],
        finalMessage: 'I revised the plan.',
      });
      const revision = await onComment(commentEvent('@cloud-agent also the settings page'), {
        'plan-approvers': 'not-requester',
      });
      expect(revision.code).toBe(0);
      const shown = decodeMarker(theComment().body, MARKER_KEY)!.plan!.shown!;
      expect(Date.parse(shown.at!)).toBeGreaterThan(Date.parse(String(approval.comment.created_at)));

      const asked = world.sim.requests.length;
      const result = await onComment(approval, { 'plan-approvers': 'not-requester' });
      expect(result.code).toBe(0);
      // The run and its plans' texts are read; nothing is sent: plan v2 was written after the approving comment.
      expect(world.sim.requests.slice(asked).map((r) => r.operation)).toEqual([
        'getRun',
        'getArtifact',
        'getArtifact',
      ]);
      expect(followups().map((b) => b.mode)).toEqual(['plan']);
      expect(replies()).toEqual([
        '@reviewer the plan changed after your approval: the plan waiting now was shown after your comment, so nothing was carried out. Read it on the tracking comment and reply `@cloud-agent approve` to carry it out.',
      ]);
      expect(result.log).toContain(
        `not approving: @reviewer's comment (written ${approval.comment.created_at}) is older than the plan waiting (shown ${shown.at})\n`,
      );
      expect(reactionsOn(approval)).toEqual(['eyes', 'confused']);
      expect(claims()).toEqual([]);
      // Plan v2 still waits, shown as it was.
      expect(theComment().body).toContain(`**The plan**\n\n${REVISED}\n\n${NEXT}`);
      expect(world.sim.sim.runs.get(runId)!.executionModes).toEqual(['plan', 'plan']);
    });

    it("plan-first's `plan-approvers: not-requester` holds when the comments step (its default, allowed) takes the approval", async () => {
      world.sim.script.run({ artifacts: [{ type: 'PLAN', title: 'Fix the spelling', content: PLAN }] });
      const labelled = payload('issues', 'labeled');
      const first = await runStep({
        inputs: inputs(world, {
          prompt: 'Plan how to resolve this issue.',
          'plan-first': 'true',
          'plan-approvers': 'not-requester',
        }),
        eventName: 'issues',
        payload: labelled,
        apiUrl: world.gh.url,
      });
      expect(first.code).toBe(0);
      const runId = first.outputs['run-id']!;
      const asker = String(labelled.sender.login);
      expect(decodeMarker(theComment().body, MARKER_KEY)!.plan).toMatchObject({
        by: asker,
        rule: 'not-requester',
      });

      // The person who labelled the issue approves through the comments workflow, which sets no plan-approvers.
      world.gh.state.advance(60_000);
      world.gh.state.setPermission(asker, 'write');
      const own = commentEvent('@cloud-agent approve', { login: asker });
      const refused = await onComment(own);
      expect(refused.code).toBe(0);
      expect(followups()).toEqual([]);
      expect(replies()).toEqual([NOT_REQUESTER.replace('@Codertocat', `@${asker}`)]);
      expect(refused.stdout).toContain(
        `::warning::not approving: @${asker} asked for this plan, and plan-approvers is not-requester`,
      );
      expect(reactionsOn(own)).toEqual(['eyes', 'confused']);

      // Another maintainer may.
      world.gh.state.setPermission('maintainer', 'maintain');
      world.sim.script.followup(runId, { artifacts: [PR], finalMessage: 'Fixed.' });
      const other = await onComment(commentEvent('@cloud-agent approve', { login: 'maintainer' }));
      expect(other.code).toBe(0);
      expect(followups().map((b) => b.mode)).toEqual(['normal']);
      expect(theComment().body).toContain('- <https://github.com/acme/app/pull/7> from `agent/dark`');
    });

    it('two approvals at once: one follow-up is sent, the other job is told the plan was already approved', async () => {
      const { runId } = await planned();
      world.gh.state.setPermission('maintainer', 'maintain');
      world.gh.state.advance(60_000);
      const first = commentEvent('@cloud-agent approve');
      const second = commentEvent('@cloud-agent approve', { login: 'maintainer' });
      world.sim.script.followup(runId, { artifacts: [PR], finalMessage: 'Dark mode is in.' });
      // No concurrency group: both jobs run at once. The first job's follow-up is held by the service until the
      // second job has ended, so both saw the plan waiting and neither had sent anything when the second decided.
      let release!: () => void;
      world.sim.faults.inject({
        operation: 'createFollowup',
        fault: { holdUntil: new Promise<void>((resolve) => (release = resolve)) },
      });
      const one = onComment(first, {}, 'issue_comment', { env: { GITHUB_RUN_ID: '7001' } });
      await until(() => world.sim.requests.some((r) => r.operation === 'createFollowup'));
      const other = await onComment(second, {}, 'issue_comment', { env: { GITHUB_RUN_ID: '7002' } });
      release();
      const done = await one;
      expect([done.code, other.code]).toEqual([0, 0]);
      expect(world.sim.requests.filter((r) => r.operation === 'createFollowup')).toHaveLength(1);
      expect(world.sim.sim.runs.get(runId)!.executionModes).toEqual(['plan', 'normal']);
      expect(replies()).toEqual([
        '@maintainer this plan was already approved: a plan is carried out once, so nothing more was sent.',
      ]);
      expect(other.log).toContain(
        "not approving: this plan was already approved (the tracking comment carries the approval's claim)\n",
      );
      expect(reactionsOn(first)).toEqual(['eyes', 'rocket']);
      expect(reactionsOn(second)).toEqual(['eyes', 'confused']);
      expect(claims()).toEqual([['github-actions[bot]', '+1']]);
      expect(theComment().body).toContain('- <https://github.com/acme/app/pull/7> from `agent/dark`');
    });

    it('`cloud-agent approve` on a run whose approved plan opened no pull request: exit 2, nothing sent', async () => {
      const { runId } = await planned();
      // Approved on the thread; the work ends without a pull request (or a new plan).
      world.sim.script.followup(runId, {
        artifacts: [],
        finalMessage: 'Done: the theme switch is in place.',
      });
      world.gh.state.advance(60_000);
      const approved = await onComment(commentEvent('@cloud-agent approve'));
      expect(approved.code).toBe(0);
      expect(world.sim.sim.runs.get(runId)!.executionModes).toEqual(['plan', 'normal']);
      const asked = world.sim.requests.length;
      const again = await runCli(['approve', runId], {
        env: { CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: world.sim.url },
      });
      expect(again.code).toBe(2);
      expect(again.stderr).toContain(
        `run ${runId}: its plan was already carried out: the conversation's last request is an approval of it; nothing was sent`,
      );
      expect(world.sim.requests.slice(asked).map((r) => r.operation)).toEqual([
        'getRun',
        'getRunTimeline',
        'getRunConversation',
      ]);
      expect(world.sim.requests.filter((r) => r.operation === 'createFollowup')).toHaveLength(1);
    });

    it('a plan revised in place (the same artifact, new text) is the plan waiting, and is what an approval carries out', async () => {
      const { runId } = await planned();
      const [artifact] = world.sim.sim.runs.get(runId)!.artifacts;
      world.sim.script.followup(runId, {
        revisePlan: { content: REVISED },
        finalMessage: 'I revised the plan.',
      });
      const revision = await onComment(commentEvent('@cloud-agent also the settings page'));
      expect(revision.code).toBe(0);
      expect(followups().map((b) => b.mode)).toEqual(['plan']);
      // Still one plan artifact, with new text.
      expect(world.sim.sim.runs.get(runId)!.artifacts).toEqual([artifact]);
      const { body } = theComment();
      expect(
        body.startsWith('### 📋 Plan ready for review: Issue #1: Spelling error in the README file\n'),
      ).toBe(true);
      expect(body).toContain(
        `**The plan**\n\n${REVISED}\n\n${NEXT}\n\n**The agent's answer**\n\nI revised the plan.`,
      );
      expect(body).not.toContain('⚠️');
      expect(revision.outputs['plan-ready']).toBe('true');
      expect(decodeMarker(body, MARKER_KEY)!.plan).toMatchObject({
        before: [`plan:${artifact!.uid}#${planDigest(PLAN)}`],
        shown: { uid: artifact!.uid, digest: planDigest(REVISED) },
      });

      world.sim.script.followup(runId, { artifacts: [PR], finalMessage: 'Dark mode is in.' });
      world.gh.state.advance(60_000);
      const approve = await onComment(commentEvent('@cloud-agent approve'));
      expect(approve.code).toBe(0);
      expect(followups().map((b) => b.mode)).toEqual(['plan', 'normal']);
      expect(theComment().body).toContain('- <https://github.com/acme/app/pull/7> from `agent/dark`');
    });
  },
);
