/**
 * The jobs of examples/other-ci/, run as written: each file's YAML is read, the script lines of each job (GitLab's
 * before_script and script, Buildkite's commands) are run by bash as the CI runs them, in the CI's variables,
 * against the simulator. `cloud-agent` on the PATH is the bundled command line (dist/cli.js, what
 * `npm install -g` of this repository puts there); `npm` answers only the documented install line (and installs
 * nothing: the bundle is there already); `buildkite-agent meta-data` keeps its values in a folder, as the agent
 * keeps them in the build. Between GitLab jobs go what the CI passes on: a dotenv report's variables. A job that
 * exits other than 0, a variable read that the example does not write, or an artifact it does not leave fails here.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CloudAgentClient } from '../../../src/client/index.ts';
import { createTestScorer } from '../setup.ts';
import { setJudge } from '../../simulator/routes/scorers.ts';
import { startSimulator, type SimulatorHandle } from '../../simulator/server.ts';
import { simSpeed, timeScaleEnv } from '../../helpers/time-scale.ts';
import { CLI, CLI_NODE, scratch } from '../../cli/harness.ts';

const API_KEY = 'sk-other-ci-6a8c0e2b4d6f';
/** The one install line the examples give, as the README does. */
const INSTALL = 'npm install -g github:OWNER/cloud-agent-action';

let sim: SimulatorHandle;
let bin: string;
let metaData: string;

beforeEach(async () => {
  // The whole contract: the gate needs a scorer's result tied to its run (not an `*.interface.test.ts`, see vitest.config.ts).
  sim = await startSimulator({ apiKey: API_KEY, timeScale: simSpeed(20) });
  const client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: sim.url });
  await createTestScorer(client);
  await client.close();
  setJudge(sim.sim, () => ({ classification: 'pass', reason: 'The review is thorough.' }));
  bin = scratch();
  metaData = scratch();
  tool('cloud-agent', `#!/bin/sh\nexec ${quote(CLI_NODE)} ${quote(CLI)} "$@"\n`);
  tool(
    'npm',
    `#!/bin/sh\n[ "$*" = ${quote(INSTALL.slice(4))} ] && exit 0\necho "npm (test): not the documented install line: npm $*" >&2\nexit 1\n`,
  );
  tool(
    'buildkite-agent',
    [
      '#!/bin/sh',
      `[ "$1" = meta-data ] || { echo "buildkite-agent (test): only meta-data" >&2; exit 1; }`,
      `case "$2" in`,
      `  set) printf %s "$4" > ${quote(metaData)}/"$3" ;;`,
      `  get) cat ${quote(metaData)}/"$3" ;;`,
      `  *) echo "buildkite-agent (test): meta-data set or get" >&2; exit 1 ;;`,
      'esac',
      '',
    ].join('\n'),
  );
});
afterEach(async () => {
  await sim.close();
});

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function tool(name: string, script: string): void {
  writeFileSync(join(bin, name), script);
  chmodSync(join(bin, name), 0o755);
}

const example = (file: string) =>
  parse(readFileSync(new URL(`../../../examples/other-ci/${file}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `script` with bash in `cwd`, with only `env` (and the PATH of the tools above, then node's, then the system's). */
function bash(flags: string[], script: string, cwd: string, env: Record<string, string>): Promise<Ran> {
  const child = spawn('bash', [...flags, '-c', script], {
    cwd,
    env: {
      PATH: `${bin}:${dirname(CLI_NODE)}:/usr/bin:/bin`,
      HOME: cwd,
      XDG_CONFIG_HOME: join(cwd, '.config'),
      ...timeScaleEnv(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** The service the jobs talk to, as a CI/CD variable and the base URL of a self-hosted service would give it. */
const service = () => ({ CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: sim.url });

const ops = (operation: string) => sim.requests.filter((r) => r.operation === operation);

// ---- GitLab CI -----------------------------------------------------------------------------------------------------

interface GitLabJob {
  stage: string;
  image?: string;
  rules?: { if: string }[];
  needs?: string[];
  before_script?: string[];
  script: string[];
  artifacts?: { paths?: string[]; reports?: { dotenv?: string; junit?: string } };
}

/** A rule's `if:` as GitLab reads the two forms the example uses: `$A == "text"` and `$A == $B`. */
function ruleHolds(rule: string, variables: Record<string, string>): boolean {
  const m = /^\$(\w+) == (?:"([^"]*)"|\$(\w+))$/.exec(rule);
  if (!m) throw new Error(`a rule this test cannot read: ${rule}`);
  const left = variables[m[1]!];
  const right = m[2] ?? variables[m[3]!];
  return left !== undefined && left === right;
}

/** The example's jobs, in the order of its stages. */
function gitlabJobs(): [string, GitLabJob][] {
  const file = example('gitlab-ci.yml');
  const stages = file.stages as string[];
  const jobs = Object.entries(file).filter(([name]) => name !== 'stages' && !name.startsWith('.')) as [
    string,
    GitLabJob,
  ][];
  return stages.flatMap((stage) => jobs.filter(([, job]) => job.stage === stage));
}

/** A project's checkout: the schedules file the example's schedules jobs read. */
function checkout(): string {
  const dir = scratch();
  mkdirSync(join(dir, '.gitlab'));
  writeFileSync(
    join(dir, '.gitlab/cloud-agents.yml'),
    'schedules:\n  - name: nightly-triage\n    cron: "@daily"\n    prompt: Triage the issues opened since yesterday.\n',
  );
  return dir;
}

/** A dotenv report's variables. */
function dotenv(path: string): Record<string, string> {
  return Object.fromEntries(
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/**
 * Runs the pipeline GitLab would make for `variables`: each job whose rule holds, stage by stage, in a fresh
 * checkout with the dotenv variables of the jobs before it; GitLab's shell stops a job at the first command that
 * fails. Returns each job's result and folder.
 */
async function gitlabPipeline(variables: Record<string, string>) {
  const passed: Record<string, string> = {};
  const ran: Record<string, Ran & { dir: string }> = {};
  let jobId = 900;
  for (const [name, job] of gitlabJobs()) {
    if (!(job.rules ?? []).some((rule) => ruleHolds(rule.if, variables))) continue;
    for (const need of job.needs ?? []) expect(ran[need]?.code, `${name} needs ${need}`).toBe(0);
    expect(job.image).toBe('node:24');
    expect(job.before_script).toEqual([INSTALL]);
    const dir = checkout();
    const script = ['set -eo pipefail', ...job.before_script!, ...job.script].join('\n');
    const result = await bash([], script, dir, {
      ...service(),
      ...variables,
      GITLAB_CI: 'true',
      CI: 'true',
      CI_JOB_NAME: name,
      CI_JOB_ID: String(++jobId),
      CI_JOB_URL: `https://gitlab.example.com/acme/web/-/jobs/${jobId}`,
      ...passed,
    });
    ran[name] = { ...result, dir };
    expect({ job: name, code: result.code, stderr: result.stderr }).toEqual({
      job: name,
      code: 0,
      stderr: expect.any(String),
    });
    for (const path of [...(job.artifacts?.paths ?? []), job.artifacts?.reports?.junit].filter(Boolean)) {
      expect(existsSync(join(dir, path!)), `${name} leaves ${path}`).toBe(true);
    }
    const report = job.artifacts?.reports?.dotenv;
    if (report) Object.assign(passed, dotenv(join(dir, report)));
  }
  return ran;
}

const PROJECT = {
  CI_PROJECT_PATH: 'acme/web',
  CI_PIPELINE_ID: '4711',
  CI_DEFAULT_BRANCH: 'main',
  CI_COMMIT_SHA: 'ffac537e6cbbf934b08745a378932722df287a53',
};

describe('examples/other-ci/gitlab-ci.yml', () => {
  it('a merge request: the agent reviews it, the gate judges that run (JUnit), the schedules are planned and none is changed', async () => {
    sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }], finalMessage: 'Looks good.' });
    const ran = await gitlabPipeline({
      ...PROJECT,
      CI_PIPELINE_SOURCE: 'merge_request_event',
      CI_MERGE_REQUEST_IID: '12',
      CI_MERGE_REQUEST_TITLE: 'Fix the login page',
    });
    expect(Object.keys(ran)).toEqual(['agent-review', 'schedules-plan', 'scorer-gate']);
    expect(ops('createRun')).toHaveLength(1);
    const body = JSON.parse(ops('createRun')[0]!.body) as {
      prompt: string;
      metadata: Record<string, string>;
    };
    expect(body.prompt).toBe('Review merge request !12 of acme/web: Fix the login page');
    const runId = (JSON.parse(ops('createRun')[0]!.answer!) as { run_id: string }).run_id;
    // The run's id went from the first job to the second through run.env, and the gate judged that run.
    expect(readFileSync(join(ran['agent-review']!.dir, 'run.env'), 'utf8')).toBe(`RUN_ID=${runId}\n`);
    const junit = readFileSync(join(ran['scorer-gate']!.dir, 'gate.xml'), 'utf8');
    expect(junit).toContain(runId);
    expect(junit).not.toContain('<failure');
    expect(readFileSync(join(ran['schedules-plan']!.dir, 'schedules-plan.md'), 'utf8')).toContain(
      '`.gitlab/cloud-agents.yml` against the service: 1 to create.',
    );
    expect(['createSchedule', 'updateSchedule', 'deleteSchedule'].flatMap(ops)).toEqual([]);
  });

  it('the default branch: the schedules are applied (the shorthand as its five fields); on another branch the apply job exits 2 and applies nothing', async () => {
    const ran = await gitlabPipeline({
      ...PROJECT,
      CI_PIPELINE_SOURCE: 'push',
      CI_COMMIT_BRANCH: 'main',
    });
    expect(Object.keys(ran)).toEqual(['schedules-apply']);
    expect(ops('createSchedule').map((r) => JSON.parse(r.body) as Record<string, unknown>)).toEqual([
      {
        name: 'nightly-triage',
        cron_schedule: '0 0 * * *',
        prompt:
          'Triage the issues opened since yesterday.\n\n<!-- managed by cloud-agent-action for acme/web -->',
        enabled: true,
        metadata: { 'cloud-agent-action.repository': 'acme/web' },
      },
    ]);
    expect(readFileSync(join(ran['schedules-apply']!.dir, 'schedules-applied.md'), 'utf8')).toContain(
      '### Scheduled agents: applied',
    );

    // A feature branch's pipeline runs no schedules job; the apply job's script run there anyway refuses.
    const feature = { ...PROJECT, CI_PIPELINE_SOURCE: 'push', CI_COMMIT_BRANCH: 'feature' };
    expect(await gitlabPipeline(feature)).toEqual({});
    const [, apply] = gitlabJobs().find(([name]) => name === 'schedules-apply')!;
    const from = sim.requests.length;
    const refused = await bash(['-e'], apply.script.join('\n'), checkout(), {
      ...service(),
      ...feature,
      GITLAB_CI: 'true',
      CI_JOB_NAME: 'schedules-apply',
      CI_JOB_ID: '999',
    });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      'cloud-agent: usage error: schedules apply in GitLab CI applies on the default branch (main) only, and this job builds refs/heads/feature: nothing was applied; schedules plan shows what would change',
    );
    expect(sim.requests.slice(from)).toEqual([]);
  });
});

// ---- Buildkite -----------------------------------------------------------------------------------------------------

interface BuildkiteStep {
  label: string;
  key?: string;
  depends_on?: string;
  commands: string[];
  artifact_paths?: string[];
}

describe('examples/other-ci/buildkite.yml', () => {
  it('the agent step runs, its run id goes through meta-data, the gate step judges that run (JUnit)', async () => {
    sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }], finalMessage: 'Updated.' });
    const steps = example('buildkite.yml').steps as BuildkiteStep[];
    expect(steps.map((s) => s.label)).toEqual([':robot_face: agent', ':scales: scorer gate']);
    const dirs: string[] = [];
    for (const [index, step] of steps.entries()) {
      if (step.depends_on) expect(steps.find((s) => s.key === step.depends_on)).toBeDefined();
      expect(step.commands[0]).toBe(INSTALL);
      const dir = scratch();
      dirs.push(dir);
      // The agent runs a step's commands as one script, with bash -e.
      const result = await bash(['-e'], step.commands.join('\n'), dir, {
        ...service(),
        BUILDKITE: 'true',
        CI: 'true',
        BUILDKITE_ORGANIZATION_SLUG: 'acme',
        BUILDKITE_PIPELINE_SLUG: 'web',
        BUILDKITE_BUILD_ID: '0190c2d4-8a1e-7b3c-9d5f-2e4a6c8b0d1f',
        BUILDKITE_BUILD_URL: 'https://buildkite.com/acme/web/builds/88',
        BUILDKITE_STEP_KEY: step.key ?? '',
        BUILDKITE_STEP_ID: `0190c2d4-8a1e-7b3c-9d5f-2e4a6c8b0d2${index}`,
        BUILDKITE_LABEL: step.label,
        BUILDKITE_RETRY_COUNT: '0',
        BUILDKITE_BRANCH: 'main',
      });
      expect({ step: step.label, code: result.code, stderr: result.stderr }).toEqual({
        step: step.label,
        code: 0,
        stderr: expect.any(String),
      });
      for (const path of step.artifact_paths ?? []) {
        expect(existsSync(join(dir, path)), `${step.label} leaves ${path}`).toBe(true);
      }
    }
    expect(ops('createRun')).toHaveLength(1);
    expect((JSON.parse(ops('createRun')[0]!.body) as { prompt: string }).prompt).toBe(
      'Update the dependencies and fix what breaks',
    );
    const runId = (JSON.parse(ops('createRun')[0]!.answer!) as { run_id: string }).run_id;
    expect(readFileSync(join(metaData, 'run-id'), 'utf8')).toBe(runId);
    const junit = readFileSync(join(dirs[1]!, 'gate.xml'), 'utf8');
    expect(junit).toContain(runId);
    expect(junit).not.toContain('<failure');
  });
});
