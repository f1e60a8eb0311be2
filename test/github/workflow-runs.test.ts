/**
 * When the settle workflow last succeeded (Repository.lastSuccessfulRun), against the fake GitHub: one request,
 * checked; an answer that does not plainly show a successful run of the workflow with a time gives no time.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitHubRepository } from '../../src/github/repository.ts';
import { workflowFile } from '../../src/github/workflow-runs.ts';
import { getOctokit } from '../helpers/octokit.ts';
import { memoryHost } from '../helpers/step.ts';
import { startFakeGitHub, type FakeGitHub } from './fake-github.ts';

const REF = 'acme/app/.github/workflows/settle.yml@refs/heads/main';
/** The settle run asking. */
const CURRENT = 12_000_009_999;

describe('lastSuccessfulRun', () => {
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = await startFakeGitHub();
  });
  afterEach(async () => {
    await gh.close();
  });

  const repository = (token = 'ghs_action_token') =>
    new GitHubRepository(
      getOctokit(token, { baseUrl: gh.url }),
      { owner: 'acme', repo: 'app' },
      memoryHost().log,
    );
  const last = (ref = REF, current = String(CURRENT)) => repository().lastSuccessfulRun(ref, current);

  /** Every request asked for this: the workflow's successful runs, two newest first, without pull requests. */
  function expectOneListing(): void {
    expect(gh.requests.map((r) => [r.method, r.path, r.query])).toEqual([
      [
        'GET',
        '/repos/acme/app/actions/workflows/settle.yml/runs',
        { status: 'success', per_page: '2', exclude_pull_requests: 'true' },
      ],
    ]);
  }

  /** GitHub answers `runs` as the listing (untrusted: not checked against the description). */
  function answer(runs: unknown): void {
    gh.faults.inject({
      operationId: 'actions/list-workflow-runs',
      status: 200,
      body: { total_count: 1, workflow_runs: runs },
    });
  }

  const run = (extra: Record<string, unknown> = {}) => ({
    id: 12_000_000_001,
    path: '.github/workflows/settle.yml',
    status: 'completed',
    conclusion: 'success',
    created_at: '2025-01-01T10:00:00Z',
    run_started_at: '2025-01-01T10:00:05Z',
    ...extra,
  });

  it('the start of the newest successful run of the workflow, in one request', async () => {
    gh.state.addWorkflowRun({ created_at: '2025-01-01T09:50:00Z' });
    gh.state.addWorkflowRun({ created_at: '2025-01-01T10:00:00Z', run_started_at: '2025-01-01T10:00:05Z' });
    gh.state.addWorkflowRun({ created_at: '2025-01-01T10:10:00Z', conclusion: 'failure' });
    gh.state.addWorkflowRun({ created_at: '2025-01-01T10:15:00Z', workflow: 'agent.yml' });
    gh.state.addWorkflowRun({ id: CURRENT, created_at: '2025-01-01T10:20:00Z', status: 'in_progress' });
    expect(await last()).toBe('2025-01-01T10:00:05Z');
    expectOneListing();
  });

  it('none: no run of the workflow, or no successful one', async () => {
    expect(await last()).toBeUndefined();
    expectOneListing();
    gh.requests.length = 0;
    gh.state.addWorkflowRun({ created_at: '2025-01-01T10:10:00Z', conclusion: 'cancelled' });
    gh.state.addWorkflowRun({ id: CURRENT, status: 'in_progress' });
    expect(await last()).toBeUndefined();
    expectOneListing();
  });

  it('the newest is the run asking (a re-run keeps its id): the one before it', async () => {
    gh.state.addWorkflowRun({ created_at: '2025-01-01T09:50:00Z' });
    gh.state.addWorkflowRun({ id: CURRENT, created_at: '2025-01-01T10:00:00Z', run_attempt: 2 });
    expect(await last()).toBe('2025-01-01T09:50:00Z');
    expectOneListing();
  });

  it('only the run asking: none', async () => {
    gh.state.addWorkflowRun({ id: CURRENT });
    expect(await last()).toBeUndefined();
  });

  it('a token without `actions: read`: throws what GitHub answered', async () => {
    gh.state.addWorkflowRun();
    gh.state.addToken('ghs_no_actions', {
      login: 'github-actions[bot]',
      installation: true,
      actions: 'none',
    });
    await expect(repository('ghs_no_actions').lastSuccessfulRun(REF, '1')).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('Resource not accessible by integration') as unknown,
    });
    expectOneListing();
  });

  it('a workflow GitHub does not know: throws its 404', async () => {
    await expect(last('acme/app/.github/workflows/deploy.yml@refs/heads/main')).rejects.toMatchObject({
      status: 404,
    });
  });

  it('a ref that names no workflow file of this repository: none, and no request', async () => {
    for (const ref of [
      '',
      'owner/repo/other@x',
      'acme/app/.github/workflows/settle.yml',
      'acme/app/.github/workflows/settle.yml@',
      'acme/app/.github/workflows/nested/settle.yml@refs/heads/main',
      'acme/app/.github/workflows/settle.json@refs/heads/main',
      'acme/app/src/settle.yml@refs/heads/main',
      'acme/other/.github/workflows/settle.yml@refs/heads/main',
      'someone/app/.github/workflows/settle.yml@refs/heads/main',
    ]) {
      expect(await last(ref), ref).toBeUndefined();
    }
    expect(gh.requests).toEqual([]);
  });

  it('the file of a ref, in any case of the repository, .yml or .yaml', () => {
    const repo = { owner: 'acme', repo: 'app' };
    expect(workflowFile(REF, repo)).toBe('settle.yml');
    expect(workflowFile('Acme/App/.github/workflows/Settle.yaml@refs/tags/v1', repo)).toBe('Settle.yaml');
    expect(workflowFile('acme/app/.github/workflows/settle.yml@refs/pull/7/merge', repo)).toBe('settle.yml');
  });

  it('created_at when the run has no run_started_at (never a later time than the truth)', async () => {
    answer([run({ run_started_at: undefined })]);
    expect(await last()).toBe('2025-01-01T10:00:00Z');
    answer([run({ run_started_at: 'soon' })]);
    expect(await last()).toBe('2025-01-01T10:00:00Z');
    answer([run({ path: '.github/workflows/settle.yml@refs/heads/main' })]);
    expect(await last()).toBe('2025-01-01T10:00:05Z');
    answer([run({ run_started_at: '2025-01-01T12:00:05+02:00' })]);
    expect(await last()).toBe('2025-01-01T12:00:05+02:00');
  });

  it('a malformed answer: none', async () => {
    for (const body of [
      null,
      'runs',
      {},
      { total_count: 1, workflow_runs: 'runs' },
      { total_count: 1, workflow_runs: {} },
    ]) {
      gh.faults.inject({ operationId: 'actions/list-workflow-runs', status: 200, body });
      expect(await last(), JSON.stringify(body)).toBeUndefined();
    }
    for (const bad of [
      null,
      [run()],
      run({ id: '12000000001' }),
      run({ id: 1.5 }),
      run({ id: undefined }),
      run({ run_started_at: undefined, created_at: undefined }),
      run({ run_started_at: 'yesterday', created_at: 'yesterday' }),
      run({ run_started_at: 1735725605000, created_at: 1735725600000 }),
      run({ run_started_at: 'Wed, 01 Jan 2025 10:00:05 GMT', created_at: 'Wed, 01 Jan 2025 10:00:00 GMT' }),
      run({ run_started_at: '2025-13-45T99:99:99Z', created_at: '2025-13-45T99:99:99Z' }),
      run({ run_started_at: '2025-01-01T10:00:05Z\n', created_at: ' 2025-01-01T10:00:00Z' }),
    ]) {
      answer([bad]);
      expect(await last(), JSON.stringify(bad)).toBeUndefined();
    }
  });

  it('a run the filters asked for should have left out: not taken', async () => {
    for (const other of [
      run({ conclusion: 'failure' }),
      run({ conclusion: null, status: 'in_progress' }),
      run({ status: 'in_progress' }),
      run({ path: '.github/workflows/agent.yml' }),
      run({ path: '.github/workflows/settle.yml.bak' }),
      run({ path: undefined }),
    ]) {
      answer([other]);
      expect(await last(), JSON.stringify(other)).toBeUndefined();
    }
  });

  it('the next run when the newest is not plainly a successful one (an earlier time is always safe)', async () => {
    answer([run({ conclusion: 'failure', run_started_at: '2025-01-01T10:10:05Z' }), run()]);
    expect(await last()).toBe('2025-01-01T10:00:05Z');
    answer([run({ id: CURRENT, run_started_at: '2025-01-01T10:10:05Z' }), run({ run_started_at: 'x' })]);
    expect(await last()).toBe('2025-01-01T10:00:00Z');
  });
});

describe('workflowHeads and checkRuns: the base branch heads a gate judged, and their checks', () => {
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = await startFakeGitHub();
  });
  afterEach(async () => {
    await gh.close();
  });
  const REF_AGENT = 'acme/app/.github/workflows/agent.yml@refs/heads/main';
  const repository = () =>
    new GitHubRepository(
      getOctokit('ghs_action_token', { baseUrl: gh.url }),
      { owner: 'acme', repo: 'app' },
      memoryHost().log,
    );
  const sha = (c: string) => c.repeat(40);

  it("this workflow's pushes to the branch, newest first, each commit once, at most `limit`, in one request", async () => {
    for (const [head, at] of [
      ['a', '2025-01-01T10:00:00Z'],
      ['b', '2025-01-01T11:00:00Z'],
      ['b', '2025-01-01T11:30:00Z'],
      ['c', '2025-01-01T12:00:00Z'],
    ] as const) {
      gh.state.addWorkflowRun({
        workflow: 'agent.yml',
        event: 'push',
        head_branch: 'main',
        head_sha: sha(head),
        created_at: at,
      });
    }
    // Another branch, another event, another workflow: not the branch's heads this gate judged.
    gh.state.addWorkflowRun({ workflow: 'agent.yml', event: 'push', head_branch: 'dev', head_sha: sha('d') });
    gh.state.addWorkflowRun({
      workflow: 'agent.yml',
      event: 'pull_request',
      head_branch: 'main',
      head_sha: sha('e'),
    });
    gh.state.addWorkflowRun({
      workflow: 'settle.yml',
      event: 'push',
      head_branch: 'main',
      head_sha: sha('f'),
    });
    expect(await repository().workflowHeads(REF_AGENT, 'main', 2)).toEqual([sha('c'), sha('b')]);
    expect(await repository().workflowHeads(REF_AGENT, 'main', 10)).toEqual([sha('c'), sha('b'), sha('a')]);
    expect(gh.requests.map((r) => [r.path, r.query])).toEqual([
      [
        '/repos/acme/app/actions/workflows/agent.yml/runs',
        { branch: 'main', event: 'push', per_page: '4', exclude_pull_requests: 'true' },
      ],
      [
        '/repos/acme/app/actions/workflows/agent.yml/runs',
        { branch: 'main', event: 'push', per_page: '20', exclude_pull_requests: 'true' },
      ],
    ]);
  });

  it("GitHub's filters are checked on each run: another branch, event or workflow, or no SHA, is left out", async () => {
    gh.faults.inject({
      operationId: 'actions/list-workflow-runs',
      status: 200,
      body: {
        total_count: 6,
        workflow_runs: [
          { event: 'push', head_branch: 'dev', head_sha: sha('1'), path: '.github/workflows/agent.yml' },
          { event: 'schedule', head_branch: 'main', head_sha: sha('2'), path: '.github/workflows/agent.yml' },
          { event: 'push', head_branch: 'main', head_sha: sha('3'), path: '.github/workflows/other.yml' },
          { event: 'push', head_branch: 'main', head_sha: 'abc', path: '.github/workflows/agent.yml' },
          'not a run',
          {
            event: 'push',
            head_branch: 'main',
            head_sha: sha('A'),
            path: '.github/workflows/agent.yml@refs/heads/main',
          },
        ],
      },
    });
    expect(await repository().workflowHeads(REF_AGENT, 'main', 10)).toEqual([sha('a')]);
    gh.faults.inject({ operationId: 'actions/list-workflow-runs', status: 200, body: { total_count: 0 } });
    expect(await repository().workflowHeads(REF_AGENT, 'main', 10)).toEqual([]);
  });

  it('no workflow file of the repository: no heads, no request; without actions: read, what GitHub answered', async () => {
    expect(await repository().workflowHeads('', 'main', 10)).toBeUndefined();
    expect(
      await repository().workflowHeads('other/repo/.github/workflows/agent.yml@refs/heads/main', 'main', 10),
    ).toBeUndefined();
    expect(gh.requests).toEqual([]);
    gh.faults.inject({
      operationId: 'actions/list-workflow-runs',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    await expect(repository().workflowHeads(REF_AGENT, 'main', 10)).rejects.toThrow(
      'Resource not accessible by integration',
    );
  });

  it('every check run of the name on the commit, newest first, with its text and app; another name or commit is not one', async () => {
    const old = gh.state.addCheckRun({
      name: 'Cloud agent scorers',
      head_sha: sha('a'),
      conclusion: 'failure',
      output: { text: 'old' },
    });
    const newest = gh.state.addCheckRun({
      name: 'Cloud agent scorers',
      head_sha: sha('a'),
      output: { title: 'Scored', text: 'record' },
    });
    gh.state.addCheckRun({ name: 'Other', head_sha: sha('a') });
    gh.state.addCheckRun({ name: 'Cloud agent scorers', head_sha: sha('b') });
    expect(await repository().checkRuns(sha('a'), 'Cloud agent scorers')).toEqual([
      {
        id: newest.id,
        // The GitHub App it was written as: a workflow's token writes as GitHub Actions.
        appId: 15368,
        status: 'completed',
        conclusion: 'success',
        url: `https://github.com/acme/app/runs/${newest.id}`,
        title: 'Scored',
        text: 'record',
      },
      {
        id: old.id,
        appId: 15368,
        status: 'completed',
        conclusion: 'failure',
        url: `https://github.com/acme/app/runs/${old.id}`,
        title: undefined,
        text: 'old',
      },
    ]);
    // Every one of the name: `latest` keeps the newest alone, which may be another GitHub App's.
    expect(gh.requests.map((r) => [r.path, r.query])).toEqual([
      [
        `/repos/acme/app/commits/${sha('a')}/check-runs`,
        { check_name: 'Cloud agent scorers', filter: 'all', per_page: '100' },
      ],
    ]);
    gh.faults.inject({
      operationId: 'checks/list-for-ref',
      status: 200,
      body: {
        total_count: 8,
        check_runs: [
          { id: 1, name: 'Other', status: 'completed', head_sha: sha('a') },
          { id: 2, name: 'Cloud agent scorers', status: 'completed', head_sha: sha('b') },
          { id: 3, name: 'Cloud agent scorers', head_sha: sha('a') },
          null,
          { id: '5', name: 'Cloud agent scorers', status: 'completed', head_sha: sha('a') },
          { id: 6, name: 'Cloud agent scorers', status: 'completed', head_sha: 7 },
          {
            id: 4,
            name: 'Cloud agent scorers',
            status: 'queued',
            conclusion: 42,
            html_url: 42,
            head_sha: sha('A'),
            output: { title: ['Scored'], text: 7 },
            app: { id: '15368' },
          },
          { id: 8, name: 'Cloud agent scorers', status: 'completed', head_sha: sha('a'), app: { id: 77 } },
        ],
      },
    });
    // Strictly: an app that says nothing leaves no `appId` key at all.
    expect(await repository().checkRuns(sha('a'), 'Cloud agent scorers')).toStrictEqual([
      {
        id: 8,
        appId: 77,
        status: 'completed',
        conclusion: null,
        url: undefined,
        title: undefined,
        text: undefined,
      },
      // An app whose id is no number says nothing of who wrote it.
      { id: 4, status: 'queued', conclusion: null, url: undefined, title: undefined, text: undefined },
    ]);
  });
});
