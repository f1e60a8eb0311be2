/** The command line's parts in this process: argument parsing, the config file, the CI origin, the JUnit writer. */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCommandLine, UsageError } from '../../src/cli/args.ts';
import { cliEnvironment, detectCi, settleRepository, settleSince } from '../../src/cli/ci.ts';
import { readSettings } from '../../src/cli/config.ts';
import { renderJUnit, xmlEscape } from '../../src/cli/junit.ts';
import type { GateRow } from '../../src/render/gate.ts';
import { scratch } from './harness.ts';

describe('parseCommandLine', () => {
  it('reads a command with a verb, its positional and its flags; --no-x is x = false', () => {
    expect(parseCommandLine(['runs', 'get', 'r1', '--json'])).toMatchObject({
      kind: 'command',
      positional: 'r1',
      flags: { json: true },
    });
    const run = parseCommandLine(['run', '-p', 'hi', '--no-wait', '--timeout', '5']);
    expect(run.kind === 'command' && run.flags).toEqual({ prompt: 'hi', wait: false, timeout: '5' });
  });

  it('help and version need no command', () => {
    expect(parseCommandLine([])).toEqual({ kind: 'help', command: undefined, bare: true });
    expect(parseCommandLine(['--version'])).toEqual({ kind: 'version' });
    expect(parseCommandLine(['runs'])).toEqual({
      kind: 'help',
      command: undefined,
      group: 'runs',
      bare: true,
    });
  });

  it('a wrong flag is a UsageError naming it', () => {
    const error = (() => {
      try {
        parseCommandLine(['gate', '--treshold', '1']);
      } catch (err) {
        return err as UsageError;
      }
    })();
    expect(error).toBeInstanceOf(UsageError);
    expect(error!.flag).toBe('--treshold');
    expect(() => parseCommandLine(['runs', 'delete'])).toThrow(
      '"runs delete" is not a command; use one of: runs list, runs get, runs conversation, runs timeline, runs transcript',
    );
  });
});

describe('one unit per flag name', () => {
  it('settle takes --window-minutes, gate --window-days, each to its input', () => {
    const settle = parseCommandLine(['settle', '--window-minutes', '720']);
    const gate = parseCommandLine(['gate', '--factory', 'f', '--window-days', '90']);
    expect(settle.kind === 'command' && settle.flags).toEqual({ 'window-minutes': '720' });
    expect(gate.kind === 'command' && gate.flags).toEqual({ factory: 'f', 'window-days': '90' });
    expect(settle.kind === 'command' && settle.spec.flags['window-minutes']!.input).toBe(
      'settle-window-minutes',
    );
    expect(gate.kind === 'command' && gate.spec.flags['window-days']!.input).toBe('pass-rate-window');
  });

  it.each([
    [['settle', '--window', '720'], '--window is now --window-minutes <minutes>'],
    [['settle', '--window=720'], '--window is now --window-minutes <minutes>'],
    [['gate', '--factory', 'f', '--window', '90'], '--window is now --window-days <days>'],
  ])('the old --window is a usage error naming the new flag: %j', (args, message) => {
    expect(() => parseCommandLine(args)).toThrow(new UsageError(message, '--window'));
  });

  it("a flag no command ever had is still told the parser's way, on a command with or without renamed flags", () => {
    expect(() => parseCommandLine(['settle', '--windows', '1'])).toThrow(
      new UsageError("settle: Unknown option '--windows'", '--windows'),
    );
    expect(() => parseCommandLine(['run', '--window', '1'])).toThrow(
      new UsageError("run: Unknown option '--window'", '--window'),
    );
    expect(() => parseCommandLine(['settle', '-w', '1'])).toThrow(
      new UsageError("settle: Unknown option '-w'", '-w'),
    );
  });
});

describe('readSettings', () => {
  function withConfig(content: object, mode: number): Record<string, string> {
    const home = scratch();
    mkdirSync(join(home, 'cloud-agent'));
    const file = join(home, 'cloud-agent', 'config.json');
    writeFileSync(file, JSON.stringify(content));
    chmodSync(file, mode);
    return { XDG_CONFIG_HOME: home };
  }

  it('the environment comes before the file; the file gives the base URL and defaults', () => {
    const env = withConfig(
      { apiKey: 'sk-file-key-1234', baseUrl: 'https://x.example/api/v1', defaults: { timeout: '60' } },
      0o600,
    );
    expect(readSettings(env, 'linux')).toMatchObject({
      apiKey: 'sk-file-key-1234',
      keyFrom: 'config file',
      baseUrl: 'https://x.example/api/v1',
      defaults: { timeout: '60' },
    });
    expect(
      readSettings(
        { ...env, WARP_API_KEY: 'sk-env-key-5678', CLOUD_AGENT_BASE_URL: 'http://127.0.0.1:1/api/v1' },
        'linux',
      ),
    ).toMatchObject({
      apiKey: 'sk-env-key-5678',
      keyFrom: 'WARP_API_KEY',
      baseUrl: 'http://127.0.0.1:1/api/v1',
    });
  });

  it('refuses a key in a file others can read, and names no key in the error', () => {
    const env = withConfig({ apiKey: 'sk-file-key-1234' }, 0o640);
    expect(() => readSettings(env, 'linux')).toThrow(
      /holds an API key but is readable by others \(mode 640\)/,
    );
    expect(() => readSettings(env, 'linux')).not.toThrow(/sk-file-key-1234/);
    // Without a key the mode does not matter.
    expect(readSettings(withConfig({ baseUrl: 'https://x.example/api/v1' }, 0o644), 'linux').apiKey).toBe('');
  });

  it('defaults are named by flag: the old "window" names its new flags, an unknown name is refused', () => {
    const file = (env: Record<string, string>) => join(env.XDG_CONFIG_HOME!, 'cloud-agent', 'config.json');
    const renamed = withConfig({ defaults: { window: '60' } }, 0o600);
    expect(() => readSettings(renamed, 'linux')).toThrow(
      new UsageError(
        `the config file ${file(renamed)}: the default "window" is now "window-days" (gate) or "window-minutes" (settle)`,
      ),
    );
    const typo = withConfig({ defaults: { timout: '60' } }, 0o600);
    expect(() => readSettings(typo, 'linux')).toThrow(
      new UsageError(
        `the config file ${file(typo)}: "defaults" has "timout", which is no flag of any command (cloud-agent <command> --help lists them)`,
      ),
    );
    const negated = withConfig({ defaults: { 'no-wait': true } }, 0o600);
    expect(() => readSettings(negated, 'linux')).toThrow(
      new UsageError(
        `the config file ${file(negated)}: "defaults" has "no-wait", which is no flag of any command; for --no-wait, write "wait": false (cloud-agent <command> --help lists them)`,
      ),
    );
    const typo2 = withConfig({ defaults: { 'on-wait': true } }, 0o600);
    expect(() => readSettings(typo2, 'linux')).toThrow(
      new UsageError(
        `the config file ${file(typo2)}: "defaults" has "on-wait", which is no flag of any command (cloud-agent <command> --help lists them)`,
      ),
    );
    const fine = { 'window-minutes': '60', 'window-days': '90', wait: false, state: 'FAILED', json: true };
    expect(readSettings(withConfig({ defaults: fine }, 0o600), 'linux').defaults).toEqual(fine);
  });

  it('refuses a setting it does not know', () => {
    expect(() => readSettings(withConfig({ apikey: 'x' }, 0o600), 'linux')).toThrow(
      '"apikey", which is not a setting (baseUrl, apiKey, defaults)',
    );
  });
});

describe('detectCi and cliEnvironment', () => {
  it('GitLab: the job name is in the key, the job id is the attempt', () => {
    const ci = detectCi({
      GITLAB_CI: 'true',
      CI_PROJECT_PATH: 'acme/web',
      CI_PIPELINE_ID: '4711',
      CI_JOB_NAME: 'review',
      CI_JOB_ID: '902',
      CI_JOB_URL: 'https://gitlab.example.com/acme/web/-/jobs/902',
      CI_COMMIT_BRANCH: 'main',
      CI_DEFAULT_BRANCH: 'main',
    });
    expect(cliEnvironment(ci, undefined)).toEqual({
      eventName: 'cli',
      workspace: process.cwd(),
      tempDir: tmpdir(),
      ref: 'refs/heads/main',
      defaultBranch: 'main',
      step: 'cloud-agent',
      workflow: 'GitLab CI',
      workflowRef: '',
      serverUrl: '',
      apiUrl: '',
      repository: 'acme/web',
      workflowRunId: '4711',
      runAttempt: '902',
      job: 'review',
      sha: undefined,
    });
  });

  it('Buildkite, CircleCI, Azure, Jenkins', () => {
    const pick = (env: Record<string, string>) => {
      const ci = detectCi(env)!;
      return [ci.ci, ci.repository, ci.pipeline, ci.job, ci.attempt];
    };
    expect(
      pick({
        BUILDKITE: 'true',
        BUILDKITE_ORGANIZATION_SLUG: 'acme',
        BUILDKITE_PIPELINE_SLUG: 'web',
        BUILDKITE_BUILD_ID: 'b1',
        BUILDKITE_STEP_ID: 's1',
        BUILDKITE_RETRY_COUNT: '2',
      }),
    ).toEqual(['Buildkite', 'acme/web', 'b1', 's1', '3']);
    expect(
      pick({
        CIRCLECI: 'true',
        CIRCLE_PROJECT_USERNAME: 'acme',
        CIRCLE_PROJECT_REPONAME: 'web',
        CIRCLE_WORKFLOW_ID: 'w1',
        CIRCLE_JOB: 'agent',
        CIRCLE_BUILD_NUM: '77',
      }),
    ).toEqual(['CircleCI', 'acme/web', 'w1', 'agent', '77']);
    expect(
      pick({
        TF_BUILD: 'True',
        SYSTEM_TEAMPROJECT: 'acme',
        BUILD_DEFINITIONNAME: 'web',
        BUILD_BUILDID: '12',
        SYSTEM_STAGENAME: 'ci',
        SYSTEM_PHASENAME: 'agent',
        SYSTEM_JOBNAME: '__default',
        SYSTEM_JOBATTEMPT: '2',
      }),
    ).toEqual(['Azure Pipelines', 'acme/web', '12', 'ci/agent/__default', '2']);
    expect(pick({ JENKINS_URL: 'https://ci.example', JOB_NAME: 'web/main', BUILD_NUMBER: '31' })).toEqual([
      'Jenkins',
      'web/main',
      '31',
      '',
      '1',
    ]);
  });

  it('the ref each CI builds and the default branch where it says, for the schedules command', () => {
    const refs = (env: Record<string, string>) => {
      const ci = detectCi(env)!;
      return [ci.ref, ci.defaultBranch];
    };
    const gitlab = { GITLAB_CI: 'true', CI_PROJECT_PATH: 'acme/web', CI_PIPELINE_ID: '1' };
    expect(refs({ ...gitlab, CI_COMMIT_BRANCH: 'dev', CI_DEFAULT_BRANCH: 'main' })).toEqual([
      'refs/heads/dev',
      'main',
    ]);
    expect(refs({ ...gitlab, CI_COMMIT_TAG: 'v1' })).toEqual(['refs/tags/v1', undefined]);
    // A merge request's pipeline builds no branch of its own.
    expect(refs({ ...gitlab, CI_MERGE_REQUEST_IID: '7', CI_DEFAULT_BRANCH: 'main' })).toEqual([
      undefined,
      'main',
    ]);
    const buildkite = { BUILDKITE: 'true', BUILDKITE_BUILD_ID: 'b1' };
    expect(
      refs({ ...buildkite, BUILDKITE_BRANCH: 'main', BUILDKITE_PIPELINE_DEFAULT_BRANCH: 'main' }),
    ).toEqual(['refs/heads/main', 'main']);
    // A tag build names the branch too: the tag is what it builds.
    expect(refs({ ...buildkite, BUILDKITE_BRANCH: 'v2', BUILDKITE_TAG: 'v2' })).toEqual([
      'refs/tags/v2',
      undefined,
    ]);
    expect(refs({ CIRCLECI: 'true', CIRCLE_WORKFLOW_ID: 'w1', CIRCLE_BRANCH: 'main' })).toEqual([
      'refs/heads/main',
      undefined,
    ]);
    expect(refs({ TF_BUILD: 'True', BUILD_BUILDID: '12', BUILD_SOURCEBRANCH: 'refs/pull/3/merge' })).toEqual([
      'refs/pull/3/merge',
      undefined,
    ]);
    const jenkins = { JENKINS_URL: 'https://ci.example', BUILD_NUMBER: '31' };
    expect(refs({ ...jenkins, BRANCH_NAME: 'main' })).toEqual(['refs/heads/main', undefined]);
    expect(refs({ ...jenkins, BRANCH_NAME: 'PR-4', CHANGE_ID: '4' })).toEqual([undefined, undefined]);
    expect(refs({ GITHUB_ACTIONS: 'true', GITHUB_RUN_ID: '5', GITHUB_REF: 'refs/heads/main' })).toEqual([
      'refs/heads/main',
      undefined,
    ]);
    expect(cliEnvironment(undefined, undefined, () => 'u1')).toMatchObject({
      workspace: process.cwd(),
      tempDir: tmpdir(),
      ref: undefined,
      defaultBranch: undefined,
    });
  });

  it('outside CI: a fresh origin per command, a fixed one with an idempotency key', () => {
    expect(detectCi({ PATH: '/bin' })).toBeUndefined();
    expect(cliEnvironment(undefined, undefined, () => 'u1').workflowRunId).toBe('local-u1');
    expect(cliEnvironment(undefined, 'k', () => 'u1').workflowRunId).toBe('local');
  });
});

describe('renderJUnit', () => {
  const row = (over: Partial<GateRow>): GateRow => ({
    runId: 'r1',
    title: 'Fix <it>',
    scorer: { id: 7, name: 'tests "pass"' },
    classification: 'pass',
    score: 1,
    threshold: 0.7,
    verdict: 'pass',
    ...over,
  });

  it('escapes markup, drops what XML cannot hold, and types each outcome', () => {
    expect(xmlEscape('a\u0000b<&>"\'\n', true)).toBe('ab&lt;&amp;&gt;&quot;&apos;&#10;');
    expect(
      renderJUnit(
        [
          row({}),
          row({
            runId: 'r2',
            verdict: 'fail',
            classification: 'fail',
            score: 0,
            reason: 'Broke ]]> the build',
          }),
          row({
            runId: 'r3',
            verdict: 'error',
            classification: null,
            score: null,
            dispatchError: 'judge timed out',
          }),
          row({ runId: 'r4', verdict: 'pending', classification: null, score: null }),
        ],
        { conclusion: 'failure' },
      ),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="cloud-agent gate (failure)" tests="4" failures="2" errors="1">',
        '  <testsuite name="tests &quot;pass&quot;" tests="4" failures="2" errors="1" skipped="0">',
        '    <testcase name="Fix &lt;it&gt; (r1)" classname="cloud-agent.tests &quot;pass&quot;"/>',
        '    <testcase name="Fix &lt;it&gt; (r2)" classname="cloud-agent.tests &quot;pass&quot;">',
        '      <failure message="score 0 (fail) below the threshold 0.7" type="fail">score 0 (fail) below the threshold 0.7',
        '',
        'Broke ]]&gt; the build</failure>',
        '    </testcase>',
        '    <testcase name="Fix &lt;it&gt; (r3)" classname="cloud-agent.tests &quot;pass&quot;">',
        '      <error message="the judge&apos;s attempt failed: judge timed out" type="judge-error">the judge&apos;s attempt failed: judge timed out</error>',
        '    </testcase>',
        '    <testcase name="Fix &lt;it&gt; (r4)" classname="cloud-agent.tests &quot;pass&quot;">',
        '      <failure message="no verdict within the score timeout (counts as not passed)" type="pending">no verdict within the score timeout (counts as not passed)</failure>',
        '    </testcase>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
  });

  it('no rows: an empty document', () => {
    expect(renderJUnit([], { conclusion: 'neutral' })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="cloud-agent gate (neutral)" tests="0" failures="0" errors="0" time="0"/>\n',
    );
  });
});

describe('settleRepository', () => {
  it('the --repo flag first, else the CI project', () => {
    expect(settleRepository('acme/app', 'group/sub/other')).toBe('acme/app');
    expect(settleRepository(undefined, 'group/sub/app')).toBe('group/sub/app');
    expect(settleRepository('group/sub/app', undefined)).toBe('group/sub/app');
  });

  it('no project from a terminal: a usage error naming --repo', () => {
    for (const fromCi of [undefined, '']) {
      const error = (() => {
        try {
          settleRepository(undefined, fromCi);
        } catch (err) {
          return err as UsageError;
        }
      })();
      expect(error).toBeInstanceOf(UsageError);
      expect(error?.flag).toBe('--repo');
      expect(error?.message).toBe(
        'settle needs the project whose runs it settles: give --repo owner/repo (outside a CI that names its project, runs of every project would be looked at)',
      );
    }
  });

  it.each(['', 'app', '/app', 'acme/', 'acme//app', 'acme/my app'])('--repo "%s" is refused', (flag) => {
    expect(() => settleRepository(flag, 'ci/project')).toThrow(
      new UsageError(`--repo takes a project path such as acme/app, got "${flag}"`, '--repo'),
    );
  });
});

describe('settleSince', () => {
  it('an ISO 8601 time, written back in UTC; none without the flag', () => {
    expect(settleSince(undefined)).toBeUndefined();
    expect(settleSince('2026-11-27T06:00:00Z')).toBe('2026-11-27T06:00:00.000Z');
    expect(settleSince('2026-11-27T07:00:00+01:00')).toBe('2026-11-27T06:00:00.000Z');
  });

  it.each(['yesterday', '2026-11-27', '1764223200', '2026-13-45T99:00:00Z'])(
    '"%s" is a usage error',
    (flag) => {
      expect(() => settleSince(flag)).toThrow(
        new UsageError(
          `--since takes an ISO 8601 date and time such as 2026-11-27T06:00:00Z, got "${flag}"`,
          '--since',
        ),
      );
    },
  );
});
