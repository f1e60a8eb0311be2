/**
 * Every workflow under examples/ and the README's, played: the action step each shows, its `with:` inputs as written
 * (the workflow's expressions read from a small table), on the event it is for, by the bundle against the simulator
 * users meet (USER_FACING: the factories' scorers with their history, usage while runs work) and the fake GitHub.
 * Where an example needs a state before it (a plan to approve, a run to settle, verdicts to gate on, files in the
 * checkout), the test prepares it; then it asserts the step's outcome. (The other CIs' examples:
 * test/e2e/cli/other-ci.test.ts; the command line's: test/e2e/cli/readme.interface.test.ts.)
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SEED } from '../simulator/seed.ts';
import { addScorer, scoreRunDirectly } from '../simulator/routes/scorers.ts';
import { USER_FACING } from '../simulator/server.ts';
import type { SimRun } from '../simulator/state.ts';
import { runStep, type ActionRun } from './harness.ts';
import { API_KEY, payload, seedThreads, startWorld, until, type World } from './setup.ts';

const ROOT = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');

interface Step {
  uses?: string;
  with?: Record<string, string | number | boolean>;
}
interface Workflow {
  on: Record<string, { types?: string[] } | null>;
  jobs: Record<string, { steps: Step[] }>;
}

/** The workflows: each file of examples/ (not its folders of sample files) and the README's ```yaml blocks. */
const WORKFLOWS: { name: string; workflow: Workflow }[] = [
  ...readdirSync(new URL('examples/', ROOT))
    .filter((file) => file.endsWith('.yml'))
    .map((file) => ({ name: `examples/${file}`, workflow: parse(read(`examples/${file}`)) as Workflow })),
  ...[...read('README.md').matchAll(/```yaml\n([\s\S]*?)```/g)]
    .map((m) => parse(m[1]!) as Workflow)
    .filter((w) => typeof w === 'object' && w !== null && 'jobs' in w)
    .map((workflow, i) => ({ name: `README.md#${i + 1}`, workflow })),
];

/** What the workflows' expressions stand for here: the secrets and variables a user sets, an earlier step's output. */
const EXPRESSIONS: Record<string, string> = {
  '${{ secrets.WARP_API_KEY }}': API_KEY,
  '${{ vars.CLOUD_AGENT_ENVIRONMENT_ID }}': 'AcmeWebEnvironment0001',
  '${{ vars.CLOUD_AGENT_FACTORY }}': SEED.factories.web,
  // gate-fork-prs.yml: the number its first step finds for the head commit (pull request #2).
  '${{ steps.pr.outputs.number }}': '2',
  '${{ github.event.workflow_run.head_sha }}': 'ec26c3e57ca3a959ca5aad62de7213c562f8c821',
};

/** The action step's inputs as the workflow writes them, each expression read from EXPRESSIONS. */
function stepInputs(workflow: Workflow, name: string): Record<string, string> {
  const steps = Object.values(workflow.jobs).flatMap((job) =>
    job.steps.filter((step) => step.uses?.startsWith('cloud-agent-action/cloud-agent-action@')),
  );
  expect(steps, `${name} has one step of the action`).toHaveLength(1);
  return Object.fromEntries(
    Object.entries(steps[0]!.with ?? {}).map(([input, value]) => {
      const text = String(value);
      if (!text.includes('${{')) return [input, text];
      const known = EXPRESSIONS[text];
      if (known === undefined)
        throw new Error(`${name}: ${input}: ${text} is not in EXPRESSIONS: add what it stands for`);
      return [input, known];
    }),
  );
}

let world: World;
let workspace: string;
beforeEach(async () => {
  world = await startWorld({ ...USER_FACING });
  seedThreads(world);
  world.gh.state.setPermission('octo-maintainer', 'admin');
  workspace = mkdtempSync(join(tmpdir(), 'examples-play-'));
});
afterEach(async () => {
  rmSync(workspace, { recursive: true, force: true });
  await world.close();
});

/** Runs the example's action step on `event` (checked against its `on:`), with `extra` inputs a preparation needs. */
async function play(
  name: string,
  event: string,
  body: Record<string, unknown>,
  options: { extra?: Record<string, string>; env?: Record<string, string> } = {},
): Promise<ActionRun> {
  const { workflow } = WORKFLOWS.find((w) => w.name === name)!;
  const [eventName, action] = event.split('.') as [string, string | undefined];
  expect(Object.keys(workflow.on), `${name} is for ${eventName}`).toContain(eventName);
  const types = workflow.on[eventName]?.types;
  if (action && types) expect(types, `${name} takes ${event}`).toContain(action);
  return runStep({
    inputs: { ...stepInputs(workflow, name), 'base-url': world.sim.url, ...options.extra },
    eventName,
    payload: body,
    apiUrl: world.gh.url,
    env: { GITHUB_WORKSPACE: workspace, ...options.env },
  });
}

const labeled = (label: string) => {
  const body = payload('issues', 'labeled');
  body.label.name = label;
  return body;
};

/** A comment `text` by `login` on issue #1 (or pull request #2), as GitHub holds it and as its event says it. */
function commented(text: string, login: string, number = 1) {
  const body = payload('issue_comment', 'created');
  const record = world.gh.state.addComment({ issue_number: number, body: text, user: login });
  Object.assign(body.comment, {
    id: record.id,
    created_at: record.created_at,
    body: text,
    html_url: `https://github.com/acme/app/issues/${number}#issuecomment-${record.id}`,
  });
  body.comment.user.login = login;
  body.sender.login = login;
  if (number === 2) {
    body.issue.number = 2;
    body.issue.pull_request = { url: 'https://api.github.com/repos/acme/app/pulls/2' };
  }
  return body;
}

/** A comment `text` by `login` on the diff of pull request #2, starting a thread of its own. */
function onTheDiff(text: string, login: string) {
  const record = world.gh.state.addReviewComment({ pull_number: 2, body: text, user: login });
  const body = payload('pull_request_review_comment', 'created');
  Object.assign(body.comment, { id: record.id, body: text });
  body.comment.user.login = login;
  body.sender.login = login;
  return body;
}

/** Pull request #2's head (its events' head commit), one file changed; lines 10 to 14 of the head are one hunk. */
const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
function pushedHead(): void {
  const patch = [
    '@@ -10,4 +10,5 @@',
    '   const a = 1;',
    '-  return a;',
    '+  const b = a + 1;',
    '+  return b;',
  ];
  world.gh.state.pushHead(2, HEAD, [
    { filename: 'src/app.ts', status: 'modified', additions: 2, deletions: 1, patch: patch.join('\n') },
  ]);
}

/** The agent's review of the head, as the review schema has it: one important finding, on line 11. */
function scriptedReview(): void {
  world.sim.script.run({
    result: {
      file: {
        summary: 'Adds one to the result.',
        verdict: 'needs-changes',
        reviewed_head: HEAD,
        findings: [
          {
            path: 'src/app.ts',
            line: 11,
            severity: 'important',
            title: 'Off by one',
            body: 'The result is one more than the callers expect.',
            confidence: 0.9,
          },
        ],
        resolved: [],
      },
    },
  });
}

/** The review the step posted on pull request #2: one, with its finding inline, and its check. */
function expectReviewed(result: ActionRun): void {
  green(result);
  expect(result.outputs['reviewed-head']).toBe(HEAD);
  expect(world.gh.state.reviewsOf(2)).toHaveLength(1);
  expect(world.gh.state.reviewCommentsOf(2).map((c) => [c.path, c.line])).toEqual([['src/app.ts', 11]]);
  // review-fail-on: critical, and the finding is important: the check is neutral (success is for no findings).
  expect(world.gh.state.checkRuns.map((c) => [c.name, c.conclusion])).toEqual([
    ['cloud-agent / review', 'neutral'],
  ]);
}

const scheduled = (cron: string) => ({ schedule: cron });

/** Finished runs of the factory stamped as pull request #2's, each judged by the factory's seeded scorer. */
function judgedRuns(verdicts: [string, 'pass' | 'fail'][]): SimRun[] {
  const sim = world.sim.sim;
  const runs = verdicts.map(([title]) =>
    sim.createRun({
      teamUid: SEED.team,
      creator: sim.keys.get(API_KEY)!,
      prompt: title,
      title,
      factoryUid: SEED.factories.web,
      metadata: { gh_repo: 'acme/app', gh_number: '2' },
      script: {
        timeline: [
          { state: 'QUEUED', afterMs: 0 },
          { state: 'SUCCEEDED', afterMs: 100 },
        ],
      },
    }),
  );
  world.sim.clock.advance(5000);
  runs.forEach((run, i) =>
    scoreRunDirectly(sim, {
      runId: run.run_id,
      scorerId: SEED.scorers.web,
      classification: verdicts[i]![1],
      reason: `Judged ${verdicts[i]![1]}.`,
    }),
  );
  return runs;
}

const green = (result: ActionRun) => {
  expect(result.stderr).toBe('');
  expect(result.log).not.toContain('::error::');
  expect(result.code).toBe(0);
};

/** What each workflow is played on, and what its step must do there (`<workflow>: <trigger>` for one of several). */
const SCENES: Record<string, () => Promise<void>> = {
  // The one workflow for every trigger: each of its triggers, with its one set of settings, on the default command.
  'examples/agent.yml: a label': async () => {
    const result = await play('examples/agent.yml', 'issues.labeled', labeled('agent'));
    green(result);
    expect(result.log).toContain('command auto picked run: issue #1 was labelled "agent", the run-label');
    expect([result.outputs.command, result.outputs.state, result.outputs['plan-ready']]).toEqual([
      'run',
      'SUCCEEDED',
      'false',
    ]);
    expect(world.gh.state.commentsOf(1)[0]!.body).toMatch(/^### ✅ Cloud agent run succeeded: /);
    expect(
      JSON.parse(String(world.sim.requests.find((r) => r.operation === 'createRun')!.body)),
    ).toMatchObject({ config: { environment_id: 'AcmeWebEnvironment0001' } });
  },

  'examples/agent.yml: a plan label, then an approval': async () => {
    const planned = await play('examples/agent.yml', 'issues.labeled', labeled('agent-plan'));
    green(planned);
    expect(planned.log).toContain(
      'command auto picked run: issue #1 was labelled "agent-plan", the plan-label: a plan first',
    );
    expect([planned.outputs.command, planned.outputs['plan-ready']]).toEqual(['run', 'true']);
    // The same workflow takes the approval, from someone other than whoever asked (plan-approvers: not-requester).
    world.gh.state.advance(60_000);
    const approved = await play(
      'examples/agent.yml',
      'issue_comment.created',
      commented('@cloud-agent approve', 'octo-maintainer'),
    );
    green(approved);
    expect(approved.log).toContain('command auto picked run: a comment on issue #1: the conversation');
    expect(approved.log).toContain(`sent @octo-maintainer's approval to run ${planned.outputs['run-id']}`);
    expect([approved.outputs['run-id'], approved.outputs.state, approved.outputs['plan-ready']]).toEqual([
      planned.outputs['run-id'],
      'SUCCEEDED',
      'false',
    ]);
    expect(world.sim.count('createRun')).toBe(1);
    expect(world.sim.count('createFollowup')).toBe(1);
  },

  'examples/agent.yml: an approval by whoever asked for the plan': async () => {
    const planned = await play('examples/agent.yml', 'issues.labeled', labeled('agent-plan'));
    green(planned);
    const asker = String(labeled('agent-plan').sender.login);
    world.gh.state.setPermission(asker, 'admin');
    world.gh.state.advance(60_000);
    const refused = await play(
      'examples/agent.yml',
      'issue_comment.created',
      commented('@cloud-agent approve', asker),
    );
    // The rule agent.yml set travels with the plan: the asker may not approve their own plan.
    expect(refused.code).toBe(0);
    expect(world.sim.count('createFollowup')).toBe(0);
    expect(refused.log).toContain(
      `not approving: @${asker} asked for this plan, and plan-approvers is not-requester`,
    );
  },

  'examples/agent.yml: a comment': async () => {
    const result = await play(
      'examples/agent.yml',
      'issue_comment.created',
      commented('@cloud-agent fix the typo', 'Codertocat'),
    );
    green(result);
    expect(result.log).toContain('command auto picked run: a comment on issue #1: the conversation');
    expect([result.outputs.command, result.outputs.state]).toEqual(['run', 'SUCCEEDED']);
    expect(world.sim.count('createRun')).toBe(1);
  },

  'examples/agent.yml: a pull request': async () => {
    pushedHead();
    scriptedReview();
    const result = await play('examples/agent.yml', 'pull_request.opened', payload('pull_request', 'opened'));
    expect(result.log).toContain(
      'command auto picked review: pull request #2 was opened (on-pull-request: review)',
    );
    expect(result.outputs.command).toBe('review');
    expectReviewed(result);
  },

  'examples/agent.yml: a comment asking for a review': async () => {
    pushedHead();
    scriptedReview();
    const result = await play(
      'examples/agent.yml',
      'issue_comment.created',
      commented('@cloud-agent review', 'Codertocat', 2),
    );
    expect(result.log).toContain(
      'command auto picked review: a comment on pull request #2 asks for a review',
    );
    expect(result.outputs.command).toBe('review');
    expectReviewed(result);
  },

  'examples/agent.yml: a fix on a thread the review did not open': async () => {
    pushedHead();
    const result = await play(
      'examples/agent.yml',
      'pull_request_review_comment.created',
      onTheDiff('@cloud-agent fix the typo', 'Codertocat'),
    );
    green(result);
    // The review takes the fix, finds the thread is not one of its findings, and hands it to the conversation.
    expect(result.log).toContain(
      'command auto picked review: a reply on a thread of pull request #2 asks for a fix',
    );
    expect(result.log).toContain(
      'command auto picked run: the fix was asked on a thread the review did not open: the conversation',
    );
    expect([result.outputs.command, result.outputs.state]).toEqual(['run', 'SUCCEEDED']);
    expect(world.sim.count('createRun')).toBe(1);
    expect(world.gh.state.reviewsOf(2)).toEqual([]);
  },

  'examples/review.yml': async () => {
    pushedHead();
    scriptedReview();
    const result = await play(
      'examples/review.yml',
      'pull_request.opened',
      payload('pull_request', 'opened'),
    );
    expectReviewed(result);
  },

  'examples/agent.yml: another label': async () => {
    const result = await play('examples/agent.yml', 'issues.labeled', labeled('bug'));
    green(result);
    expect(result.log).toContain(
      'command auto picked none: issue #1 was labelled "bug", neither plan-label ("agent-plan") nor run-label ("agent"): nothing to do',
    );
    expect(result.outputs).toEqual({ command: 'none' });
    expect(world.sim.requests).toEqual([]);
    expect(world.gh.state.commentsOf(1)).toEqual([]);
  },

  'README.md#1': async () => {
    const result = await play('README.md#1', 'issues.labeled', labeled('agent'));
    green(result);
    expect(result.outputs.state).toBe('SUCCEEDED');
    expect(world.gh.state.commentsOf(1)).toHaveLength(1);
    expect(world.gh.state.commentsOf(1)[0]!.body).toMatch(/^### ✅ Cloud agent run succeeded: /);
  },

  'examples/issue.yml': async () => {
    const result = await play('examples/issue.yml', 'issues.labeled', labeled('agent'));
    green(result);
    expect(result.outputs.state).toBe('SUCCEEDED');
    expect(world.gh.state.commentsOf(1)[0]!.body).toMatch(/^### ✅ Cloud agent run succeeded: /);
    // The run's usage, as the report's Cost and the credits output give it.
    expect(Number(result.outputs.credits)).toBeGreaterThan(0);
  },

  'examples/plan-first.yml': async () => {
    const planned = await play('examples/plan-first.yml', 'issues.labeled', labeled('agent-plan'));
    green(planned);
    expect(planned.outputs['plan-ready']).toBe('true');
    // The approval comes in comments.yml, from someone other than whoever labelled the issue (plan-approvers).
    world.gh.state.advance(60_000);
    const approved = await play(
      'examples/comments.yml',
      'issue_comment.created',
      commented('@cloud-agent approve', 'octo-maintainer'),
    );
    green(approved);
    expect(approved.log).toContain(`sent @octo-maintainer's approval to run ${planned.outputs['run-id']}`);
    expect([approved.outputs['run-id'], approved.outputs.state, approved.outputs['plan-ready']]).toEqual([
      planned.outputs['run-id'],
      'SUCCEEDED',
      'false',
    ]);
    expect(world.sim.count('createRun')).toBe(1);
    expect(world.sim.count('createFollowup')).toBe(1);
  },

  'examples/comments.yml': async () => {
    const result = await play(
      'examples/comments.yml',
      'issue_comment.created',
      commented('@cloud-agent fix the typo', 'Codertocat'),
    );
    green(result);
    expect(result.outputs.state).toBe('SUCCEEDED');
    expect(
      JSON.parse(String(world.sim.requests.find((r) => r.operation === 'createRun')!.body)),
    ).toMatchObject({
      config: { environment_id: 'AcmeWebEnvironment0001' },
    });
  },

  'examples/pull-request.yml': async () => {
    const result = await play(
      'examples/pull-request.yml',
      'pull_request.opened',
      payload('pull_request', 'opened'),
    );
    green(result);
    expect(result.outputs.state).toBe('SUCCEEDED');
    expect(world.gh.state.commentsOf(2)[0]!.body).toMatch(/^### ✅ Cloud agent run succeeded: /);
  },

  'examples/factory-dispatch.yml': async () => {
    const result = await play('examples/factory-dispatch.yml', 'issues.labeled', labeled('factory'));
    green(result);
    expect(result.outputs.state).toBe('SUCCEEDED');
    expect(world.sim.count('dispatchFactoryRun')).toBe(1);
  },

  'examples/triage.yml': async () => {
    const triage = { labels: ['bug', 'documentation'], priority: 'low', summary: 'A typo in the README.' };
    world.sim.script.run({ result: { file: triage } });
    const result = await play('examples/triage.yml', 'issues.opened', payload('issues', 'opened'));
    green(result);
    // What the next step reads with fromJSON(steps.agent.outputs.result).
    expect(JSON.parse(result.outputs.result!)).toEqual(triage);
  },

  'examples/verdict.yml': async () => {
    const verdict = { verdict: 'pass', confidence: 0.9, reasons: ['every exported name stays as it was'] };
    world.sim.script.run({ result: { file: verdict } });
    const result = await play(
      'examples/verdict.yml',
      'pull_request.opened',
      payload('pull_request', 'opened'),
    );
    green(result);
    expect(JSON.parse(result.outputs.result!)).toEqual(verdict);
    // The file the next step's jq reads (in RUNNER_TEMP, which the harness removes after the step).
    expect(result.outputs['result-file']).toMatch(/\/cloud-agent-result-\w+\/result\.json$/);
  },

  'examples/gate-agent-prs.yml': async () => {
    judgedRuns([
      ['Fix the parser', 'pass'],
      ['Add tests', 'pass'],
    ]);
    const result = await play(
      'examples/gate-agent-prs.yml',
      'pull_request.opened',
      payload('pull_request', 'opened'),
    );
    green(result);
    expect(result.outputs).toMatchObject({ conclusion: 'success', passed: '2', failed: '0' });
    expect(world.gh.state.checkRuns.map((c) => [c.name, c.conclusion])).toEqual([
      ['Cloud agent scorers', 'success'],
    ]);
  },

  'examples/gate-fork-prs.yml': async () => {
    judgedRuns([
      ['Fix the parser', 'pass'],
      ['Refactor the lexer', 'fail'],
    ]);
    const body = payload('workflow_run', 'completed');
    body.workflow_run.event = 'pull_request';
    body.workflow_run.head_sha = EXPRESSIONS['${{ github.event.workflow_run.head_sha }}'];
    const result = await play('examples/gate-fork-prs.yml', 'workflow_run.completed', body);
    // One of two runs passed: the gate fails the step, on the pull request's head.
    expect(result.code).toBe(1);
    expect(result.log).toContain('::error::the gate failed: 1 of 2 runs passed (50%)');
    expect(world.gh.state.checkRuns.map((c) => [c.head_sha, c.conclusion])).toEqual([
      ['ec26c3e57ca3a959ca5aad62de7213c562f8c821', 'failure'],
    ]);
  },

  'examples/gate-nightly.yml': async () => {
    // The factory's seeded history: 24 of its last 28 runs passed (86%), over the 80% the example asks.
    const result = await play('examples/gate-nightly.yml', 'schedule', scheduled('0 3 * * *'));
    green(result);
    expect(result.outputs).toMatchObject({ conclusion: 'success', passed: '24', failed: '4' });
  },

  'examples/weekly-report.yml': async () => {
    world.gh.state.addIssue({
      number: 42,
      title: 'Weekly reports of the cloud agent',
      body: '',
      user: 'octo-maintainer',
    });
    const result = await play('examples/weekly-report.yml', 'schedule', scheduled('0 7 * * 1'));
    green(result);
    const [report] = world.gh.state.commentsOf(42);
    expect(report!.body).toContain('tests pass');
    expect(result.summary).toContain('tests pass');
  },

  'examples/settle.yml': async () => {
    // A step left its run going on issue #1 (issue.yml with wait: false); the settle finishes its report.
    const left = await play('examples/issue.yml', 'issues.labeled', labeled('agent'), {
      extra: { wait: 'false' },
    });
    green(left);
    expect(left.outputs.detached).toBe('true');
    const runId = left.outputs['run-id']!;
    await until(() => world.sim.sim.state(world.sim.sim.runs.get(runId)!) === 'SUCCEEDED');
    const result = await play('examples/settle.yml', 'schedule', scheduled('*/20 * * * *'));
    green(result);
    expect(result.outputs.settled).toBe('1');
    expect(result.log).toContain(`settled run ${runId} (SUCCEEDED) on #1`);
    expect(world.gh.state.commentsOf(1)[0]!.body).toMatch(/^### ✅ Cloud agent run succeeded: /);
  },

  'examples/gate-benchmarks.yml': async () => {
    // The checkout holds the sample benchmarks file, the prompt file it names, and the factory has the scorer a case
    // names besides its seeded one.
    cpSync(
      new URL('examples/benchmarks/cloud-agent-benchmarks.yml', ROOT),
      join(workspace, '.github/cloud-agent-benchmarks.yml'),
    );
    mkdirSync(join(workspace, '.github/prompts'), { recursive: true });
    writeFileSync(
      join(workspace, '.github/prompts/changelog.md'),
      'Write the changelog entry of the last commit.\n',
    );
    addScorer(world.sim.sim, {
      teamUid: SEED.team,
      factoryUid: SEED.factories.web,
      name: 'changelog style',
      modelId: 'claude-4-5-sonnet',
      scoringPrompt: 'Does the entry follow the changelog style?',
      threshold: 0.5,
      allowed: [
        { value: 'good', score: 1 },
        { value: 'bad', score: 0 },
      ],
    });
    const result = await play(
      'examples/gate-benchmarks.yml',
      'pull_request.opened',
      payload('pull_request', 'opened'),
    );
    green(result);
    expect(result.outputs).toMatchObject({ conclusion: 'success' });
    // Its max-credits is held while the attempts work: the simulator reports their usage as it grows.
    expect(result.log).not.toContain('could not be enforced');
    // Three cases, each passing at its repeat-min-pass.
    expect([result.outputs['cases-passed'], result.outputs['cases-total']]).toEqual(['3', '3']);
  },

  'examples/schedules.yml': async () => {
    // The checkout holds the sample schedules file and its prompt.
    cpSync(new URL('examples/schedules/.github', ROOT), join(workspace, '.github'), { recursive: true });
    const push = payload('push');
    const body = {
      ...push,
      ref: 'refs/heads/main',
      repository: { ...push.repository, default_branch: 'main' },
    };
    const result = await play('examples/schedules.yml', 'push', body, {
      env: { GITHUB_REF: 'refs/heads/main' },
    });
    green(result);
    expect(JSON.parse(result.outputs.changes!)).not.toEqual([]);
  },
};

describe('every example workflow, played against the simulator', () => {
  it('has a scene each, and each shows one step of the action', () => {
    const played = new Set(Object.keys(SCENES).map((scene) => scene.replace(/: .*$/, '')));
    expect(WORKFLOWS.map((w) => w.name).sort()).toEqual([...played].sort());
  });

  it.each(Object.keys(SCENES))('%s', async (name) => {
    await SCENES[name]!();
  });
});
