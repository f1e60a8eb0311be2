/**
 * The bundle against answers no one here wrote: dist/index.js run as the runner runs it (main step, then the post
 * step with the saved state), its service being Prism making every answer up from openapi/cloud-agent.yaml (ids,
 * metadata, states, counts that match nothing the action asked for). Every listing Prism answers is someone
 * else's: its runs, scorers and schedules carry metadata of no repository here. Whatever the seed, each command
 * ends by itself, shows no crash, keeps its requests to the contract, creates its run (never adopts a listed one)
 * and shows nothing of a listed item.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { describe, inject, it, type ExpectStatic } from 'vitest';
import { isWrite, startFakeGitHub, type FakeGitHub } from '../github/fake-github.ts';
import { runStep, type ActionRun, type StepOptions } from '../e2e/harness.ts';
import { payload, seedThreads } from '../e2e/setup.ts';
import {
  contractBreaks,
  crashMarks,
  createdRunIds,
  foreignShown,
  isCreate,
  runsTouched,
  seeds,
  trace,
} from './checks.ts';
import { DOWNLOADED, startDriftService, type DriftService } from './front.ts';

const API_KEY = 'sk-drift-3c5e7a9b1d2f4a6c8e0b';
/**
 * How long a step may take before it counts as hung: a waiting run times out after 3 s and its cancel is confirmed
 * within 5 s; a post step keeps reading a run it cannot read for up to 20 s (POST_CANCEL_MS). On a loaded 2-core
 * machine, with the project's one Prism answering every case at once, a waiting run's step took 40 s.
 */
const STEP_MS = 75_000;

/** The project's one Prism (test/drift/global-prism.ts). */
const prismUrl = inject('prismUrl');

const SCHEDULES = `schedules:
  - name: nightly-triage
    cron: "0 3 * * *"
    prompt: Triage the issues opened since yesterday.
  - name: weekly-deps
    cron: "0 9 * * 1"
    prompt: Update the dependencies and open one pull request.
`;

interface World {
  service: DriftService;
  gh: FakeGitHub;
  workspace: string;
}

/** One case: a front to Prism with the case's seed, the fake GitHub with the example threads, a workspace. */
async function withWorld(seed: string, name: string, use: (world: World) => Promise<void>): Promise<void> {
  const service = await startDriftService(prismUrl, seed);
  const gh = await startFakeGitHub({ strict: false });
  seedThreads({ gh });
  const workspace = mkdtempSync(join(tmpdir(), 'drift-workspace-'));
  mkdirSync(join(workspace, '.github'));
  writeFileSync(join(workspace, '.github/cloud-agents.yml'), SCHEDULES);
  try {
    await use({ service, gh, workspace });
  } finally {
    trace(`${name} (seed ${seed})`, service.exchanges);
    await Promise.all([service.close(), gh.close()]);
    rmSync(workspace, { recursive: true, force: true });
  }
}

interface Step {
  inputs: Record<string, string>;
  eventName: string;
  payload: unknown;
  env?: Record<string, string>;
}

/** The main step, then (when it saved state for one) the post step, as the runner runs them. */
async function steps(world: World, step: Step): Promise<ActionRun[]> {
  const options: StepOptions = {
    ...step,
    inputs: { 'api-key': API_KEY, 'base-url': world.service.url, ...step.inputs },
    apiUrl: world.gh.url,
    env: { ...world.service.proxyEnv, GITHUB_WORKSPACE: world.workspace, ...step.env },
    timeoutMs: STEP_MS,
  };
  const main = await runStep(options);
  if (main.state.isPost !== 'true' || Object.keys(main.state).length === 1) return [main];
  return [main, await runStep({ ...options, state: main.state })];
}

/** Everything a person reads of the steps: logs, summaries, outputs, and what they wrote to GitHub. */
function userText(world: World, runs: ActionRun[]): string {
  const github = world.gh.requests
    .filter(isWrite)
    .map((r) => r.rawBody)
    .join('\n');
  return [
    ...runs.map((r) => [r.log, r.stderr, r.summary, ...Object.values(r.outputs)].join('\n')),
    github,
  ].join('\n');
}

/** What every command owes, whatever the service answered. */
function expectSound(expect: ExpectStatic, world: World, runs: ActionRun[]): void {
  const { exchanges } = world.service;
  for (const run of runs) {
    expect.soft(run.signal, 'the step ended by itself').toBeNull();
    expect.soft(run.endedAt - run.startedAt).toBeLessThan(STEP_MS);
  }
  expect.soft(crashMarks(userText(world, runs)), 'what a person reads').toEqual([]);
  expect.soft(contractBreaks(exchanges), 'requests Prism found against the contract').toEqual([]);
  expect.soft(foreignShown(exchanges, userText(world, runs)), 'listed items shown').toEqual([]);
  expect.soft(world.service.tunnels, 'requests that would have left loopback').toEqual([]);
  expect.soft(world.service.downloads.filter((d) => d.authorization)).toEqual([]);
  expect.soft(world.gh.violations, "requests against GitHub's description").toEqual([]);
}

/** A run was created, exactly once, and it is the only run the steps acted on, read or reported. */
function expectOwnRun(expect: ExpectStatic, world: World, runs: ActionRun[]): void {
  const { exchanges } = world.service;
  const created = createdRunIds(exchanges);
  expect
    .soft(
      exchanges.filter(isCreate).map((e) => `${e.method} ${e.path}`),
      'the create request',
    )
    .toHaveLength(1);
  expect
    .soft(
      runsTouched(exchanges).filter((id) => !created.includes(id)),
      'runs acted on or read other than the one created',
    )
    .toEqual([]);
  const reported = runs.map((r) => r.outputs['run-id']).filter((id) => id !== undefined);
  expect
    .soft(
      reported.filter((id) => !created.includes(id)),
      'run-id outputs other than the created run',
    )
    .toEqual([]);
}

const PR = { eventName: 'pull_request', payload: payload('pull_request', 'opened') };

describe('the front to Prism', () => {
  const get = async (service: DriftService, path: string) => {
    const res = await fetch(`${service.url}${path}`, {
      headers: { authorization: `Bearer ${API_KEY}` },
      redirect: 'manual',
    });
    return { status: res.status, location: res.headers.get('location'), body: await res.text() };
  };

  it('answers a case the same for the same seed, otherwise for another; redirects go to its store', async ({
    expect,
  }) => {
    const [a, b, c] = await Promise.all(
      ['drift1', 'drift1', 'drift2'].map((s) => startDriftService(prismUrl, s)),
    );
    try {
      const first = await get(a!, '/agent/runs');
      expect(first.status).toBe(200);
      expect(await get(b!, '/agent/runs')).toEqual(first);
      expect((await get(c!, '/agent/runs')).body).not.toBe(first.body);
      // The next request to the same path is another draw.
      const next = await get(a!, '/agent/runs');
      // Its status with its body: a front that failed to reach Prism says why (502).
      expect(next).toMatchObject({ status: 200 });
      expect(next.body).not.toBe(first.body);

      const transcript = await get(a!, '/agent/runs/r1/transcript');
      expect(transcript.status).toBe(302);
      expect(transcript.location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/signed\/\d+$/);
      expect(await (await fetch(transcript.location!)).text()).toBe(DOWNLOADED);
      expect(a!.downloads).toEqual([{ path: expect.stringMatching(/^\/signed\//), authorization: false }]);
      expect(a!.exchanges.map((e) => `${e.method} ${e.path} ${e.headers.authorization}`)).toEqual([
        `GET /agent/runs Bearer ${API_KEY}`,
        `GET /agent/runs Bearer ${API_KEY}`,
        `GET /agent/runs/r1/transcript Bearer ${API_KEY}`,
      ]);

      const outside = await fetch(a!.url.replace('/api/v1', '/agent/runs'));
      expect(outside.status).toBe(404);
    } finally {
      await Promise.all([a, b, c].map((s) => s!.close()));
    }
  });

  it('sends a request again when Prism reset the kept-alive connection it was sent on; no other failure', async ({
    expect,
  }) => {
    // A Prism that answers the first request of a connection and resets the connection at the next one.
    const served = new WeakSet<Socket>();
    const answered: string[] = [];
    const prism = createServer((req, res) => {
      if (served.has(req.socket)) return void req.socket.destroy();
      served.add(req.socket);
      answered.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    await new Promise<void>((resolve) => prism.listen(0, '127.0.0.1', resolve));
    const service = await startDriftService(
      `http://127.0.0.1:${(prism.address() as AddressInfo).port}`,
      'drift1',
    );
    try {
      expect(await get(service, '/agent/runs')).toMatchObject({ status: 200, body: '[]' });
      expect(await get(service, '/agent/runs?cursor=2')).toMatchObject({ status: 200, body: '[]' });
      expect(answered).toEqual(['/agent/runs', '/agent/runs?cursor=2']);
      expect(service.exchanges.map((e) => `${e.path}${e.query} ${e.status}`)).toEqual([
        '/agent/runs 200',
        '/agent/runs?cursor=2 200',
      ]);
      // A reset on a new connection is not sent again: the front answers 502 with the reason.
      const refused = createServer((req) => req.socket.destroy());
      await new Promise<void>((resolve) => refused.listen(0, '127.0.0.1', resolve));
      const broken = await startDriftService(
        `http://127.0.0.1:${(refused.address() as AddressInfo).port}`,
        'drift1',
      );
      try {
        const failed = await get(broken, '/agent/runs');
        expect(failed.status).toBe(502);
        expect(failed.body).toMatch(/^the drift front failed: Error: socket hang up/);
        expect(broken.exchanges).toEqual([]);
      } finally {
        await broken.close();
        refused.close();
      }
    } finally {
      await service.close();
      prism.close();
    }
  });
});

describe.concurrent.each(seeds())('seed %s', (seed) => {
  it('run, wait: false: creates its run, shows nothing listed', async ({ expect, task }) => {
    await withWorld(seed, task.name, async (world) => {
      const runs = await steps(world, {
        ...PR,
        inputs: { prompt: 'Review this pull request.', wait: 'false' },
      });
      expectSound(expect, world, runs);
      expectOwnRun(expect, world, runs);
    });
  });

  it('run, waiting (3 s timeout): creates its run, follows only it, ends by itself', async ({
    expect,
    task,
  }) => {
    await withWorld(seed, task.name, async (world) => {
      const runs = await steps(world, {
        ...PR,
        inputs: { prompt: 'Review this pull request.', 'timeout-minutes': '0.05' },
      });
      expectSound(expect, world, runs);
      expectOwnRun(expect, world, runs);
    });
  });

  it('run on a comment: starts its own run, routes the comment to no listed run', async ({
    expect,
    task,
  }) => {
    await withWorld(seed, task.name, async (world) => {
      const comment = world.gh.state.addComment({
        issue_number: 1,
        body: '@cloud-agent fix the spelling',
        user: 'Codertocat',
      });
      const event = payload('issue_comment', 'created');
      event.comment.id = comment.id;
      event.comment.body = comment.body;
      const runs = await steps(world, {
        eventName: 'issue_comment',
        payload: event,
        inputs: { wait: 'false' },
      });
      expectSound(expect, world, runs);
      expectOwnRun(expect, world, runs);
    });
  });

  it("dispatch, wait: false: creates its run at the factory under the thread's ticket", async ({
    expect,
    task,
  }) => {
    await withWorld(seed, task.name, async (world) => {
      const runs = await steps(world, {
        ...PR,
        inputs: { command: 'dispatch', factory: 'fac_web', prompt: 'Fix the flaky test.', wait: 'false' },
      });
      expectSound(expect, world, runs);
      expectOwnRun(expect, world, runs);
    });
  });

  it("gate: judges nothing listed, with no other factory's scorer; its check run ends", async ({
    expect,
    task,
  }) => {
    await withWorld(seed, task.name, async (world) => {
      const runs = await steps(world, {
        ...PR,
        inputs: { command: 'gate', factory: 'fac_web', 'score-timeout-minutes': '0' },
      });
      expectSound(expect, world, runs);
      const { exchanges } = world.service;
      expect.soft(runsTouched(exchanges), 'runs judged or read').toEqual([]);
      expect
        .soft(
          exchanges.filter((e) => e.method !== 'GET').map((e) => `${e.method} ${e.path}`),
          'judges dispatched or verdicts written',
        )
        .toEqual([]);
      const scorerIds = exchanges.flatMap((e) => /^\/factory\/scorers\/([^/]+)\//.exec(e.path)?.[1] ?? []);
      expect.soft(scorerIds, "scorers asked about (the listed ones are other factories')").toEqual([]);
      // Either the check run it opened is completed, or the step failed, saying why, before it opened one.
      const checks = world.gh.requests.filter((r) => r.operationId?.startsWith('checks/'));
      const last = checks.at(-1)?.body as { status?: string } | undefined;
      if (checks.length) expect.soft(last?.status, 'the check run at the end').toBe('completed');
      else expect.soft(runs[0]!.stdout, 'the step, with no check run').toMatch(/^::error::.+/m);
    });
  });

  it('settle: settles, cancels and reads no listed run', async ({ expect, task }) => {
    await withWorld(seed, task.name, async (world) => {
      const runs = await steps(world, {
        eventName: 'schedule',
        payload: { schedule: '*/10 * * * *' },
        inputs: { command: 'settle' },
      });
      expectSound(expect, world, runs);
      expect.soft(runsTouched(world.service.exchanges), 'runs settled, cancelled or read').toEqual([]);
      expect.soft(world.gh.requests.filter(isWrite).map((r) => r.path)).toEqual([]);
      expect.soft(runs[0]!.outputs.results).toBe('[]');
    });
  });

  it("schedules, plan: plans the file's schedules, none of the listed ones", async ({ expect, task }) => {
    await withWorld(seed, task.name, async (world) => {
      const runs = await steps(world, {
        ...PR,
        inputs: { command: 'schedules' },
        env: { GITHUB_REF: 'refs/pull/2/merge' },
      });
      expectSound(expect, world, runs);
      const writes = world.service.exchanges.filter((e) => e.method !== 'GET');
      expect.soft(writes.map((e) => `${e.method} ${e.path}`)).toEqual([]);
      const plan = JSON.parse(runs[0]!.outputs.plan ?? '{}') as {
        items?: { action: string; name: string }[];
      };
      expect
        .soft(plan.items?.map((i) => `${i.action} ${i.name}`))
        .toEqual(['create nightly-triage', 'create weekly-deps']);
    });
  });

  it('schedules, apply with prune: creates the file’s schedules, touches no listed one', async ({
    expect,
    task,
  }) => {
    await withWorld(seed, task.name, async (world) => {
      const push = payload('push');
      const runs = await steps(world, {
        eventName: 'push',
        payload: {
          ...push,
          ref: 'refs/heads/main',
          repository: { ...push.repository, default_branch: 'main' },
        },
        inputs: { command: 'schedules', prune: 'true' },
        env: { GITHUB_REF: 'refs/heads/main' },
      });
      expectSound(expect, world, runs);
      const writes = world.service.exchanges.filter((e) => e.method !== 'GET');
      expect
        .soft(
          writes.map(
            (e) => `${e.method} ${e.path} ${(JSON.parse(e.body || '{}') as { name?: string }).name ?? ''}`,
          ),
        )
        .toEqual(['POST /agent/schedules nightly-triage', 'POST /agent/schedules weekly-deps']);
    });
  });
});
