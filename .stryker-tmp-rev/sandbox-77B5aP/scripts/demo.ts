/**
 * `npm run demo`: the bundled action, run the way GitHub's runner runs it on real webhook payloads, against the
 * simulator and the fake GitHub, in five scenes: a pull request run, a conversation in comments (and an outsider
 * turned away), a run that fails, the scorer gate's check, and a plan approved before the agent changes anything.
 * Prints what a user would see, rendered as GitHub shows it: for every scene the step's log, what changed on GitHub
 * while it ran (the live comment's states, the reactions, the check), the final report with the agent's answer and
 * its pull request, and the step's outputs.
 */
import { runStep } from '../test/e2e/harness.ts';
import { inputs, payload, seedThreads, startWorld, API_KEY, type World } from '../test/e2e/setup.ts';
import { scoreRunDirectly } from '../test/simulator/routes/scorers.ts';
import { SEED } from '../test/simulator/seed.ts';
import { USER_FACING } from '../test/simulator/server.ts';
import type { ConversationStep } from '../test/simulator/state.ts';
import { heading, section, showStep } from './show.ts';
import { renderMarkdown } from './terminal.ts';
import { simSpeed } from '../test/helpers/time-scale.ts';

/** How much faster than real time the simulator's clock runs, so that the demo takes seconds, not minutes. */
const SPEED = 20;

async function scene(title: string, play: (world: World) => Promise<number | null>): Promise<number | null> {
  heading(title);
  // The simulator as users meet it: the factories' scorers with their history, usage while runs work.
  const world = await startWorld({ ...USER_FACING, timeScale: simSpeed(SPEED) });
  try {
    seedThreads(world);
    return await play(world);
  } finally {
    await world.close();
  }
}

/** A step of the agent's conversation: what it set out to do, and the command it ran. */
function demoStep(id: string, description: string, command: string): ConversationStep {
  return {
    id,
    description,
    messages: [
      {
        role: 'assistant',
        content: [
          { type: 'action', id: `a-${id}`, category: 'command', name: 'run_command', input: { command } },
        ],
      },
    ],
    steps: [],
  };
}

/** A real issue_comment.created payload: `login` comments `body` on issue #1. */
function comment(world: World, body: string, login: string) {
  const event = payload('issue_comment', 'created');
  const record = world.gh.state.addComment({ issue_number: 1, body, user: login });
  event.comment.id = record.id;
  event.comment.created_at = record.created_at;
  event.comment.body = body;
  event.comment.html_url = `https://github.com/acme/app/issues/1#issuecomment-${record.id}`;
  event.comment.user.login = login;
  event.sender.login = login;
  return event;
}

/**
 * The folded parts of a report whose summary starts with `prefix`, unfolded as a reader who clicks them sees them.
 * (Only outermost blocks: the gate's reasons are not nested.)
 */
function unfold(markdown: string, prefix: string): string[] {
  return [...markdown.matchAll(/<details>\s*<summary>([\s\S]*?)<\/summary>([\s\S]*?)<\/details>/g)]
    .filter((m) => renderMarkdown(m[1]!).trim().startsWith(prefix))
    .map((m) => `▾ ${renderMarkdown(m[1]!).trim()}\n${renderMarkdown(m[2]!.trim())}`);
}

console.log(
  `The simulator's clock runs ${SPEED}× faster than real time in this demo: the durations in the comments are the ` +
    `service's time,\nthe [mm:ss] in the logs and in the changes are the time the step really waited.`,
);

const codes: (number | null)[] = [];

codes.push(
  await scene('1. A pull request is opened: the agent reviews it and reports on the PR', async (world) => {
    world.sim.script.run({
      title: 'Review: Update the README with new information',
      timeline: [
        // Queued, then being prepared, for 40 s: the comment is posted while it waits, however slow the machine.
        { state: 'QUEUED', afterMs: 0 },
        { state: 'PENDING', afterMs: 8_000 },
        { state: 'CLAIMED', afterMs: 12_000 },
        { state: 'INPROGRESS', afterMs: 20_000 },
        { state: 'SUCCEEDED', afterMs: 425_000 },
      ],
      setup: { claimedToReadyMs: 2_000, sessionToAgentMs: 1_500 },
      // The agent's steps appear as it works: the comment shows them live (progress is read every 10 s here).
      conversation: [
        {
          afterMs: 0,
          step: demoStep('s1', 'Read the diff and the README', 'git diff origin/master -- README.md'),
        },
        {
          afterMs: 120_000,
          step: demoStep('s2', 'Check every link in the README', 'npx markdown-link-check README.md'),
        },
        {
          afterMs: 240_000,
          step: demoStep(
            's3',
            'Fix the broken links and the typo',
            'sed -i s/accidently/accidentally/ README.md',
          ),
        },
        {
          afterMs: 330_000,
          step: demoStep('s4', 'Open a pull request with the fixes', 'gh pr create --fill'),
        },
      ],
      liveUsage: true,
      usage: { inference_cost: 35.15, inference_cost_usd: 0.35 },
      finalMessage:
        'I reviewed the change to `README.md`. The new section reads well; I fixed two broken links and a typo ' +
        '("accidently" → "accidentally") and opened a pull request with those fixes.\n\n' +
        '- Fixed links to the contributing guide and the licence\n- No other problems found',
      artifacts: [
        {
          type: 'PULL_REQUEST',
          url: 'https://github.com/acme/app/pull/3',
          branch: 'agent/readme-fixes',
          status: 'open',
        },
        {
          type: 'PLAN',
          title: 'README review',
          content: '1. Read the diff\n2. Check every link\n3. Fix what is broken in a follow-up PR',
        },
        { type: 'SCREENSHOT', description: 'The rendered README after the fixes' },
      ],
    });
    const result = await runStep({
      inputs: inputs(world, {
        prompt: 'Review this pull request and fix what is broken.',
        'progress-interval-seconds': '10',
      }),
      eventName: 'pull_request',
      payload: payload('pull_request', 'opened'),
      apiUrl: world.gh.url,
    });
    showStep(world, result, {
      thread: 2,
      changes: true,
      whileWorking: true,
      outputs: ['run-id', 'state', 'pull-request-urls', 'comment-url'],
    });
    return result.code;
  }),
);

codes.push(
  await scene(
    '2. A conversation in comments: a maintainer asks, the agent answers; an outsider is turned away',
    async (world) => {
      world.gh.state.setPermission('Codertocat', 'write');
      world.sim.script.run({
        timeline: [
          // Queued for 20 s: the comment is posted while it waits, however slow the machine.
          { state: 'QUEUED', afterMs: 0 },
          { state: 'INPROGRESS', afterMs: 20_000 },
          { state: 'SUCCEEDED', afterMs: 40_000 },
        ],
        finalMessage:
          'Fixed: "commmit" is now "commit" in the README. Pull request: https://github.com/acme/app/pull/4',
        artifacts: [
          { type: 'PULL_REQUEST', url: 'https://github.com/acme/app/pull/4', branch: 'agent/typo' },
        ],
      });
      const asked = await runStep({
        inputs: inputs(world),
        eventName: 'issue_comment',
        payload: comment(world, '@cloud-agent please fix the typo in the README', 'Codertocat'),
        apiUrl: world.gh.url,
      });
      showStep(world, asked, { thread: 1, changes: true, outputs: ['state', 'pull-request-urls'] });
      const shown = world.gh.state.commentsOf(1).length;

      const refused = await runStep({
        inputs: inputs(world),
        eventName: 'issue_comment',
        payload: comment(world, '@cloud-agent delete the test suite', 'drive-by-user'),
        apiUrl: world.gh.url,
      });
      console.log('\n  Then someone without write access asks too:');
      showStep(world, refused, { thread: 1, fromComment: shown, changes: true });
      console.log(
        `\n    service calls for that comment: none (runs created in this scene: ${world.sim.count('createRun')})`,
      );
      return asked.code;
    },
  ),
);

codes.push(
  await scene(
    "3. A run fails: the step goes red with the service's reason, and the PR says why",
    async (world) => {
      // The agent gets part of the way, opens a draft pull request, and the team's credits run out.
      world.sim.script.run({
        timeline: [
          // Queued for 20 s: the comment is posted while it waits, however slow the machine.
          { state: 'QUEUED', afterMs: 0 },
          { state: 'INPROGRESS', afterMs: 20_000 },
          {
            state: 'FAILED',
            afterMs: 60_000,
            statusMessage: { message: 'The team is out of credits', error_code: 'insufficient_credits' },
          },
        ],
        conversation: [
          { afterMs: 0, step: demoStep('f1', 'Run the test suite', 'npm test') },
          {
            afterMs: 30_000,
            step: demoStep('f2', 'Push the fix for the failing test', 'gh pr create --draft --fill'),
          },
        ],
        finalMessage:
          'I fixed the failing date test and opened a draft pull request; the README example still needs updating.',
        artifacts: [
          {
            type: 'PULL_REQUEST',
            url: 'https://github.com/acme/app/pull/5',
            branch: 'agent/date-test',
            status: 'draft',
          },
        ],
      });
      const result = await runStep({
        inputs: inputs(world, { prompt: 'Review this pull request.' }),
        eventName: 'pull_request',
        payload: payload('pull_request', 'opened'),
        apiUrl: world.gh.url,
      });
      showStep(world, result, { thread: 2, changes: true, outputs: ['state', 'pull-request-urls'] });
      return result.code === 1 ? 0 : 1;
    },
  ),
);

codes.push(
  await scene(
    "4. The scorer gate: the factory's scorers judge the PR's runs, and a check says pass or fail",
    async (world) => {
      // The factory's own scorer, the one the simulator seeds with a pass-rate history.
      const scorerId = SEED.scorers.web;
      const sim = world.sim.sim;
      // A minute apart, so that the report lists them in one order (newest first) on every showing.
      const runs = ['Fix the parser', 'Refactor the lexer'].map((title, i) => {
        if (i > 0) world.sim.clock.advance(60_000);
        return sim.createRun({
          teamUid: 'team_acme',
          creator: sim.keys.get(API_KEY)!,
          prompt: title,
          title,
          factoryUid: 'fac_web',
          metadata: { gh_repo: 'acme/app', gh_number: '2' },
          script: {
            timeline: [
              { state: 'QUEUED', afterMs: 0 },
              { state: 'SUCCEEDED', afterMs: 100 },
            ],
          },
        });
      });
      world.sim.clock.advance(5_000);
      scoreRunDirectly(sim, {
        runId: runs[0]!.run_id,
        scorerId,
        classification: 'pass',
        reason: 'The parser tests pass.',
      });
      scoreRunDirectly(sim, {
        runId: runs[1]!.run_id,
        scorerId,
        classification: 'fail',
        reason: 'Two lexer tests fail after the refactor.',
      });
      const result = await runStep({
        inputs: inputs(world, { command: 'gate', factory: 'fac_web', 'score-timeout-minutes': '1' }),
        eventName: 'pull_request',
        payload: payload('pull_request', 'opened'),
        apiUrl: world.gh.url,
      });
      // The report is on the pull request twice, the same: the check's details and the gate's comment.
      showStep(world, result, {
        thread: 2,
        changes: true,
        checks: false,
        outputs: ['conclusion', 'pass-rate', 'passed', 'failed', 'check-run-url'],
      });
      const report = world.gh.state.commentsOf(2).at(-1)?.body ?? '';
      section('the reasons, unfolded (a reader clicks ▸ Reason)');
      console.log(
        unfold(report, 'Reason')
          .join('\n\n')
          .split('\n')
          .map((l) => (l ? `    ${l}` : ''))
          .join('\n'),
      );
      return result.code === 1 ? 0 : 1;
    },
  ),
);

codes.push(
  await scene(
    '5. Plan first, then approve: the agent proposes a plan on the issue, a maintainer approves, the pull request follows',
    async (world) => {
      world.gh.state.setPermission('Codertocat', 'write');
      // Queued for 20 s: the comment is posted while it waits, however slow the machine.
      const timeline = [
        { state: 'QUEUED' as const, afterMs: 0 },
        { state: 'INPROGRESS' as const, afterMs: 20_000 },
        { state: 'SUCCEEDED' as const, afterMs: 30_000 },
      ];
      // Asked in plan mode, the agent leaves a plan and changes nothing.
      world.sim.script.run({
        timeline,
        finalMessage: 'Here is my plan. Approve it and I will carry it out, or tell me what to change.',
        artifacts: [
          {
            type: 'PLAN',
            title: 'Fix the spelling and keep it fixed',
            content:
              '1. Fix "commmit" in README.md.\n2. Add a spell check of the docs to CI (cspell, docs only).\n' +
              "3. Add the project's words to cspell.json so that it passes today.",
          },
        ],
      });
      const planned = await runStep({
        inputs: inputs(world),
        eventName: 'issue_comment',
        payload: comment(
          world,
          '@cloud-agent plan fix the typo and make sure it does not come back',
          'Codertocat',
        ),
        apiUrl: world.gh.url,
      });
      showStep(world, planned, { thread: 1, changes: true, outputs: ['state', 'plan-ready'] });
      const runId = planned.outputs['run-id'] ?? '';

      // The approval is a follow-up in normal mode to the same run: it carries the plan out.
      world.sim.script.followup(runId, {
        timeline,
        finalMessage:
          'Done as planned: the typo is fixed and CI now checks the spelling of the docs. Pull request: https://github.com/acme/app/pull/6',
        artifacts: [
          { type: 'PULL_REQUEST', url: 'https://github.com/acme/app/pull/6', branch: 'agent/spell-check' },
        ],
      });
      // The maintainer reads the plan on the issue and approves it a minute later (GitHub's clock).
      world.gh.state.advance(60_000);
      const approved = await runStep({
        inputs: inputs(world),
        eventName: 'issue_comment',
        payload: comment(world, '@cloud-agent approve', 'Codertocat'),
        apiUrl: world.gh.url,
      });
      console.log('\n  Then the maintainer approves the plan:');
      showStep(world, approved, {
        thread: 1,
        changes: true,
        outputs: ['state', 'plan-ready', 'pull-request-urls'],
      });
      console.log(
        `\n    service calls that carried the plan out: ${world.sim.count('createFollowup')} follow-up to the same run (runs created in this scene: ${world.sim.count('createRun')})`,
      );
      const planShown = planned.outputs['plan-ready'] === 'true';
      return planShown && approved.outputs['plan-ready'] === 'false'
        ? (planned.code ?? 0) + (approved.code ?? 0)
        : 1;
    },
  ),
);

heading('end');
const wrong = codes.filter((c) => c !== 0).length;
console.log(wrong ? `${wrong} scene(s) did not end as expected` : 'Every scene ended as expected.');
process.exitCode = wrong ? 1 : 0;
