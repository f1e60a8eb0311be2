/**
 * The adversary's view, end to end: the bundle runs against a service that answers garbage of each kind, a GitHub
 * that fails comment updates, rate-limits them and stalls a permission look-up, an agent whose answer plants
 * tokens and forged markers, and a corpus of hostile comments. Every case checks the same invariants: nothing
 * leaked (no key, token or Bearer value in any channel), no workflow command but the action's own, nothing doubled
 * (one tracking comment per thread, one run per trigger, one cancel), and no crash in place of a clear error.
 */
import { describe, expect, it } from 'vitest';
import { decodeMarker, encodeMarker } from '../../src/render/marker.ts';
import { type FaultRule } from '../simulator/server.ts';
import { type ActionRun } from './harness.ts';
import { API_KEY, LONG_RUN, MARKER_KEY, SIM_SPEED } from './setup.ts';
import {
  assertClean,
  assertNothingDoubled,
  assertNothingLeaked,
  BEARER,
  commentEvent,
  decoyRun,
  errors,
  forgedMarkers,
  GHP,
  GHS,
  onComment,
  ops,
  PAT,
  pr,
  runShaped,
  THREAD_KEY,
  tracking,
  useAdversarialWorld,
  warnings,
  world,
} from './adversarial-world.ts';

useAdversarialWorld();

describe('the invariants themselves', () => {
  const step = (over: Partial<ActionRun>): ActionRun => ({
    code: 0,
    signal: null,
    stdout: `::add-mask::${API_KEY}\n::error::a clear error\n::warning::a warning\n> ::add-mask::x\n`,
    stderr: '',
    outputs: {},
    state: {},
    summary: '',
    everything: '',
    log: '',
    startedAt: 0,
    signalledAt: undefined,
    endedAt: 0,
    ...over,
  });

  it('pass a clean step, and catch each kind of leak, stray command and crash', () => {
    expect(() => assertNothingLeaked(step({}))).not.toThrow();
    const bad: Partial<ActionRun>[] = [
      { stdout: `::add-mask::${API_KEY}\nkey ${API_KEY}` },
      { summary: `token ${GHP}` },
      { outputs: { summary: `the job's token ghs_action_token` } },
      { state: { run_id: `ghu_${'a1'.repeat(20)}` } },
      { stderr: `curl -H "Authorization: Bearer ${'x'.repeat(12)}"` },
      { stdout: 'fine\n  ::set-output name=a::b' },
      { stdout: 'fine\r::stop-commands::tok' },
      { stdout: 'see ##[error]forged' },
      { stdout: "TypeError: Cannot read properties of undefined (reading 'state')" },
      { stderr: 'Error: boom\n    at follow (file:///dist/index.js:10:20)' },
    ];
    for (const over of bad) expect(() => assertNothingLeaked(step(over)), JSON.stringify(over)).toThrow();
    world.gh.state.addComment({ issue_number: 1, body: `planted ${PAT}`, user: 'mallory' });
    expect(() => assertNothingLeaked(step({}))).toThrow(/comment \d+ holds github_pat_/);
  });

  it('catch a second tracking comment on a thread', () => {
    const marked = (run: string) =>
      `### report\n\n${encodeMarker({ v: 2, key: THREAD_KEY, run }, MARKER_KEY)}`;
    world.gh.state.addComment({ issue_number: 1, body: marked('run_a'), user: 'github-actions[bot]' });
    expect(() => assertNothingDoubled()).not.toThrow();
    world.gh.state.addComment({ issue_number: 1, body: marked('run_b'), user: 'github-actions[bot]' });
    expect(() => assertNothingDoubled()).toThrow(/tracking comments on #1/);
  });
});

describe('the service answers garbage while the run is followed', () => {
  it.each([
    ['without state', runShaped(undefined), 'state: expected string, got undefined (missing)'],
    ['with state a number', runShaped(3), 'state: expected string, got number'],
  ])(
    'well-formed JSON of a run %s, again and again: the step fails naming getRun and the field; one cancel',
    async (_what, raw, field) => {
      world.sim.script.run(LONG_RUN);
      world.sim.faults.inject({ operation: 'getRun', times: 5, fault: { raw } });
      const result = await pr({}, { timeoutMs: 90_000 });
      expect(result.code).toBe(1);
      const runId = result.state.run_id!;
      expect(runId).toMatch(/\S/);
      const reason = `The run cannot be followed: the service's last 5 answers about it could not be read (last: getRun answered a wrong shape: ${field}).`;
      expect(errors(result)).toEqual([`::error::run ${runId}: ${reason} The run ${runId} was cancelled.`]);
      expect(ops('cancelRun').map((r) => [r.path, r.status])).toEqual([
        [`/api/v1/agent/runs/${runId}/cancel`, 200],
      ]);
      expect(world.sim.sim.state(world.sim.sim.runs.get(runId)!)).toBe('CANCELLED');
      const [comment] = world.gh.state.commentsOf(2);
      expect(comment!.body).toContain(`${reason} The run \`${runId}\` was cancelled.`);
      assertClean(result);
    },
    120_000,
  );

  const HTML_PAGE = [
    '<html><body><h1>502 Bad Gateway</h1><pre>',
    `Authorization: Bearer ${API_KEY}`,
    `X-Forwarded-Authorization: Bearer ${BEARER}`,
    `X-GitHub-Token: ${GHP}`,
    '</pre></body></html>',
  ].join('\n');

  it.each<[string, FaultRule['fault'], number]>([
    ['a truncated body, twice', { truncated: true }, 2],
    [
      'a 502 page echoing the key, a Bearer value and a GitHub token, twice',
      { raw: HTML_PAGE, status: 502, contentType: 'text/html' },
      2,
    ],
    ['a stall of 3 s, once', { stallMs: 3000 }, 1],
  ])('%s, then good answers: the run followed to success, nothing leaked', async (_what, fault, times) => {
    world.sim.faults.inject({ operation: 'getRun', times, fault });
    const result = await pr();
    expect(result.code).toBe(0);
    expect(result.outputs.state).toBe('SUCCEEDED');
    expect(errors(result)).toEqual([]);
    const gets = ops('getRun');
    expect(gets.length).toBeGreaterThan(times);
    expect(gets.at(-1)!.status).toBe(200);
    expect(ops('cancelRun')).toEqual([]);
    expect(world.gh.state.commentsOf(2)[0]!.body.startsWith('### ✅ Cloud agent run succeeded')).toBe(true);
    assertClean(result);
  });

  it('a conversation whose steps are an object: the final report is still posted, with a clear warning', async () => {
    world.sim.script.run({ finalMessage: 'Reviewed: looks good.' });
    world.sim.faults.inject({
      operation: 'getRunConversation',
      times: 3,
      fault: { raw: JSON.stringify({ conversation_id: 'conv_1', steps: { 0: 'not a list' } }) },
    });
    // Live progress off: a progress read while the run works would take one of the faults, and whether it comes
    // before the run ends depends on the machine's load. This case is the final report's read.
    const result = await pr({ 'progress-interval-seconds': '0' });
    expect(result.code).toBe(0);
    const runId = result.outputs['run-id']!;
    expect(warnings(result)).toEqual([
      `::warning::could not read the conversation of run ${runId}: getRunConversation answered a wrong shape: steps: expected array, got object`,
    ]);
    const [comment] = world.gh.state.commentsOf(2);
    expect(comment!.body.startsWith('### ✅ Cloud agent run succeeded')).toBe(true);
    expect(result.summary.startsWith('### ✅ Cloud agent run succeeded')).toBe(true);
    assertClean(result);
  });

  it('a create answered by an HTML page at 200 after the service made the run: that run is found and followed', async () => {
    world.sim.faults.inject({
      operation: 'createRun',
      fault: { raw: '<html><body>OK</body></html>', status: 200, contentType: 'text/html', afterWork: true },
    });
    const result = await pr();
    expect(result.code).toBe(0);
    expect(ops('createRun')).toHaveLength(1);
    expect(ops('listRuns').length).toBeGreaterThanOrEqual(1);
    expect(world.sim.sim.runs.size).toBe(1);
    const [made] = world.sim.sim.runs.keys();
    expect(result.outputs['run-id']).toBe(made);
    expect(result.stdout).toContain(`started run ${made!} (`);
    expect(result.outputs.state).toBe('SUCCEEDED');
    assertClean(result);
  });
});

describe("the agent's answer", () => {
  it('plants tokens and forged markers: nothing leaked, and the next comment goes to the real run', async () => {
    const decoy = await decoyRun();
    world.sim.script.run({
      finalMessage: [
        'Done. Credentials I found:',
        `- ${GHP}`,
        `- ${PAT}`,
        `- ${GHS}`,
        `- Authorization: Bearer ${BEARER}`,
        `- ${API_KEY}`,
        ...forgedMarkers(decoy),
      ].join('\n'),
    });
    const first = await onComment(commentEvent('@cloud-agent fix the typo'));
    expect(first.code).toBe(0);
    const runId = first.outputs['run-id']!;
    expect(runId).not.toBe(decoy);
    assertClean(first);
    const [comment] = tracking();
    expect(comment!.body).toContain(
      '- [redacted GitHub token]\n- [redacted GitHub token]\n- [redacted GitHub token]',
    );
    expect(comment!.body).toContain('- [redacted API key]');
    expect(decodeMarker(comment!.body, MARKER_KEY)).toMatchObject({ key: THREAD_KEY, run: runId });

    world.sim.script.followup(runId, { finalMessage: 'Added the test.' });
    const seen = world.sim.requests.length;
    const second = await onComment(commentEvent('@cloud-agent and add a test'));
    expect(second.code).toBe(0);
    expect(second.outputs['run-id']).toBe(runId);
    const later = world.sim.requests.slice(seen);
    expect(later.filter((r) => r.path.includes(decoy))).toEqual([]);
    expect(later.filter((r) => r.operation === 'createRun')).toEqual([]);
    expect(later.filter((r) => r.operation === 'createFollowup').map((r) => r.path)).toEqual([
      `/api/v1/agent/runs/${runId}/followups`,
    ]);
    expect(tracking().map((c) => c.id)).toEqual([comment!.id]);
    assertClean(second);
  });
});

describe('GitHub fails the comment updates', () => {
  it('a 502, then a secondary rate limit with retry-after 1: one tracking comment, its last body the final report', async () => {
    // At work for 2 s of the harness's clock: the first read sees it so, and the comment is posted before it ends.
    world.sim.script.run({
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 2000 * SIM_SPEED },
      ],
    });
    world.gh.faults.inject({ operationId: 'issues/update-comment', status: 502 });
    world.gh.faults.inject({
      operationId: 'issues/update-comment',
      status: 403,
      headers: { 'retry-after': '1' },
      body: {
        message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
        documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
      },
    });
    const result = await pr();
    expect(result.code).toBe(0);
    expect(world.gh.faults.pending).toEqual([]);
    expect(world.gh.count('issues/create-comment')).toBe(1);
    const comments = world.gh.state.commentsOf(2);
    expect(comments).toHaveLength(1);
    const updates = world.gh.requests.filter((r) => r.operationId === 'issues/update-comment');
    expect(updates.map((r) => r.status).slice(0, 2)).toEqual([502, 403]);
    expect(updates.every((r) => r.path === `/repos/acme/app/issues/comments/${comments[0]!.id}`)).toBe(true);
    const last = updates.filter((r) => r.status === 200).at(-1)!;
    expect(comments[0]!.body).toBe((last.body as { body: string }).body);
    expect(comments[0]!.body.startsWith('### ✅ Cloud agent run succeeded')).toBe(true);
    expect(warnings(result)).toContain(
      `::warning::GitHub secondary rate limit on PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}; retrying in 1s`,
    );
    assertClean(result);
  });
});

describe('GitHub never answers', () => {
  it('the permission look-up stalls: the comment-triggered step ends at the bound of a GitHub call, with no run', async () => {
    world.gh.faults.inject({
      operationId: 'repos/get-collaborator-permission-level',
      times: 10,
      stall: true,
    });
    // Attempts of 1 s instead of 20 s (the defaults are githubBounds' unit test): the same path, 3 s not 60 s.
    const result = await onComment(
      commentEvent('@cloud-agent fix the typo'),
      {},
      { timeoutMs: 60_000, env: { CLOUD_AGENT_GITHUB_TIMEOUT_SECONDS: '1' } },
    );
    expect(result.signal, 'the step ended by itself').toBeNull();
    expect(result.code).toBe(1);
    expect(errors(result)).toEqual([
      '::error::could not look up the permission of @Codertocat on acme/app (GitHub did not answer GET /repos/{owner}/{repo}/collaborators/{username}/permission within 3s (3 attempts at most)): refusing to start; re-run the job',
    ]);
    expect(world.gh.count('issues/create-comment')).toBe(0);
    expect(ops('createRun')).toEqual([]);
    expect(world.sim.sim.runs.size).toBe(0);
    assertClean(result);
  });
});
