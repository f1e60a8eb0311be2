/**
 * `cloud-agent review` in the command line's room: the pull request and GitHub it reads, from the flags and the
 * environment (src/cli/review.ts), each mistake a usage error with its exact text; its JUnit file (src/cli/junit.ts),
 * valid against the JUnit schema, a failure per finding at or above --review-fail-on; its flags as the action's inputs.
 */
import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../src/cli/args.ts';
import { outputsDocument } from '../../src/cli/documents.ts';
import { failsReview, renderReviewJUnit } from '../../src/cli/junit.ts';
import { cli, inputsOf, type Io, type OpenGitHub } from '../../src/cli/main.ts';
import { apiUrlOf, reviewTarget } from '../../src/cli/review.ts';
import type { CiJob } from '../../src/cli/ci.ts';
import { planReview, type Finding } from '../../src/flow/review.ts';
import { gitlabShows, junitErrors } from '../helpers/junit.ts';

const TOKEN = 'ghp_0123456789abcdefghijklmnopqrstuvwxyzAB';
const job = (ci: string, repository = 'acme/app') => ({ ci, repository }) as CiJob;

const fails = (fn: () => unknown): { message: string; flag: string | undefined } => {
  try {
    fn();
  } catch (error) {
    return { message: (error as Error).message, flag: (error as { flag?: string }).flag };
  }
  throw new Error('it did not throw');
};

describe('reviewTarget', () => {
  const env = { GITHUB_TOKEN: TOKEN };

  it('the repository and pull request given, the token, GitHub by default', () => {
    expect(reviewTarget({ pr: '42', repo: 'acme/app' }, undefined, env)).toEqual({
      repo: { owner: 'acme', repo: 'app' },
      number: 42,
      token: TOKEN,
      apiUrl: 'https://api.github.com',
    });
  });

  it("GH_TOKEN when GITHUB_TOKEN is not set (or blank); in GitHub Actions, the job's repository", () => {
    const target = reviewTarget({ pr: '7', repo: undefined }, job('GitHub Actions', 'o/r'), {
      GITHUB_TOKEN: ' ',
      GH_TOKEN: 'gho_other',
    });
    expect(target).toMatchObject({ repo: { owner: 'o', repo: 'r' }, token: 'gho_other' });
    // --repo wins over the job's.
    expect(reviewTarget({ pr: '7', repo: 'a/b' }, job('GitHub Actions', 'o/r'), env).repo).toEqual({
      owner: 'a',
      repo: 'b',
    });
  });

  it('on GitLab CI: not supported, before anything else is looked at', () => {
    expect(fails(() => reviewTarget({ pr: undefined, repo: undefined }, job('GitLab CI'), {}))).toEqual({
      message: 'review is not supported on GitLab CI: it reads a GitHub pull request',
      flag: undefined,
    });
  });

  it('another CI (Jenkins) reviews a GitHub pull request with --repo and a token; without --repo it asks for one', () => {
    expect(reviewTarget({ pr: '1', repo: 'acme/app' }, job('Jenkins', 'folder/job'), env).number).toBe(1);
    expect(
      fails(() => reviewTarget({ pr: '1', repo: undefined }, job('Jenkins', 'folder/job'), env)),
    ).toEqual({
      message:
        "review needs the pull request's repository: give --repo owner/repo (in GitHub Actions, the job's repository is the default)",
      flag: '--repo',
    });
  });

  it('--pr: required, a whole number from 1', () => {
    expect(fails(() => reviewTarget({ pr: undefined, repo: 'a/b' }, undefined, env))).toEqual({
      message: 'review needs the pull request to review: give --pr <number>',
      flag: '--pr',
    });
    for (const bad of ['0', '-1', '1.5', '#3', '01', '1234567890', ''])
      expect(fails(() => reviewTarget({ pr: bad, repo: 'a/b' }, undefined, env))).toEqual({
        message: `--pr takes the number of a pull request, got "${bad}"`,
        flag: '--pr',
      });
    expect(reviewTarget({ pr: '999999999', repo: 'a/b' }, undefined, env).number).toBe(999_999_999);
  });

  it('--repo: owner/repo of GitHub, nothing more', () => {
    for (const bad of ['acme', 'group/sub/app', 'acme/', 'ac me/app', 'https://github.com/acme/app'])
      expect(fails(() => reviewTarget({ pr: '1', repo: bad }, undefined, env))).toEqual({
        message: `--repo takes a GitHub repository as owner/repo, such as acme/app, got "${bad}"`,
        flag: '--repo',
      });
    expect(reviewTarget({ pr: '1', repo: 'my-org.x/app_1.js' }, undefined, env).repo).toEqual({
      owner: 'my-org.x',
      repo: 'app_1.js',
    });
  });

  it('no token: says which variables to set', () => {
    expect(fails(() => reviewTarget({ pr: '1', repo: 'a/b' }, undefined, { GH_TOKEN: '' }))).toEqual({
      message:
        'review reads the pull request from GitHub: set GITHUB_TOKEN (or GH_TOKEN) to a token that may read the repository (its pull requests and contents); review posts nothing with it',
      flag: 'GITHUB_TOKEN',
    });
  });
});

describe('apiUrlOf', () => {
  it("GITHUB_API_URL without its trailing slashes; GitHub's API when unset or blank", () => {
    expect(apiUrlOf({})).toBe('https://api.github.com');
    expect(apiUrlOf({ GITHUB_API_URL: '  ' })).toBe('https://api.github.com');
    expect(apiUrlOf({ GITHUB_API_URL: 'https://ghe.example.com/api/v3//' })).toBe(
      'https://ghe.example.com/api/v3',
    );
    expect(apiUrlOf({ GITHUB_API_URL: 'http://127.0.0.1:8080' })).toBe('http://127.0.0.1:8080');
  });

  it('a value that is no http(s) URL: a usage error naming it', () => {
    for (const bad of ['api.github.com', 'ftp://ghe.example.com/api'])
      expect(fails(() => apiUrlOf({ GITHUB_API_URL: bad }))).toEqual({
        message: `GITHUB_API_URL is not an http(s) URL: "${bad}"; give GitHub's API (e.g. https://github.example.com/api/v3), or unset it for https://api.github.com`,
        flag: 'GITHUB_API_URL',
      });
  });
});

const PATCH = '@@ -1,2 +1,3 @@\n a();\n-b();\n+c();\n+d();';
const f = (over: Partial<Finding>): Finding => ({
  path: 'src/a.ts',
  line: 2,
  severity: 'important',
  title: 'Wrong call',
  body: 'Calls c <b> & d.',
  confidence: 0.8,
  ...over,
});
const HEAD = 'b'.repeat(40);

describe('renderReviewJUnit', () => {
  const findings = [
    f({ severity: 'critical', title: 'Breaks it' }),
    f({ title: 'Far away', line: 40 }),
    f({ severity: 'suggestion', title: 'Better' }),
  ];
  const plan = planReview(findings, [{ path: 'src/a.ts', status: 'modified', patch: PATCH }], {
    maxComments: 1,
    minSeverity: 'nit',
  });

  it('one case a finding (inline, outside, listed), failed at or above review-fail-on; valid JUnit', async () => {
    const xml = renderReviewJUnit({ head: HEAD, plan }, 'important');
    const [a, b, c] = [plan.inline[0]!, plan.outside[0]!, plan.listed[0]!].map((p) => p.fingerprint);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="cloud-agent review of bbbbbbb" tests="3" failures="2" errors="0">',
        '  <testsuite name="cloud-agent review of bbbbbbb" tests="3" failures="2" errors="0" skipped="0">',
        `    <testcase name="critical: Breaks it (${a})" classname="cloud-agent.review.src/a.ts" file="src/a.ts">`,
        '      <failure message="critical finding at src/a.ts:2: Breaks it" type="finding">critical finding at src/a.ts:2: Breaks it',
        '',
        'Calls c &lt;b&gt; &amp; d.</failure>',
        '    </testcase>',
        `    <testcase name="important: Far away (${b})" classname="cloud-agent.review.src/a.ts" file="src/a.ts">`,
        '      <failure message="important finding at src/a.ts:40: Far away" type="finding">important finding at src/a.ts:40: Far away',
        '',
        'Calls c &lt;b&gt; &amp; d.</failure>',
        '    </testcase>',
        `    <testcase name="suggestion: Better (${c})" classname="cloud-agent.review.src/a.ts" file="src/a.ts"/>`,
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
    expect(await junitErrors(xml)).toEqual([]);
    expect(await gitlabShows(xml, 1)).toBe('critical finding at src/a.ts:2: Breaks it\n\nCalls c <b> & d.');
    expect(await gitlabShows(xml, 3)).toBeUndefined();
  });

  it('review-fail-on none: every case passes; critical: only the critical one fails; redacted', async () => {
    const none = renderReviewJUnit({ head: HEAD, plan }, 'none');
    expect(none).not.toContain('<failure');
    expect(none).toContain('tests="3" failures="0"');
    const critical = renderReviewJUnit({ head: HEAD, plan }, 'critical', (t) => t.replaceAll('Calls', '[x]'));
    expect(critical.match(/<failure /g)).toHaveLength(1);
    expect(critical).toContain('[x] c &lt;b&gt;');
    expect(critical).not.toContain('Calls');
  });

  it('no findings: an empty suite, still valid JUnit', async () => {
    const xml = renderReviewJUnit({ head: HEAD, plan: { inline: [], outside: [], listed: [] } }, 'important');
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="cloud-agent review of bbbbbbb" tests="0" failures="0" errors="0">',
        '  <testsuite name="cloud-agent review of bbbbbbb" tests="0" failures="0" errors="0" skipped="0"/>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
    expect(await junitErrors(xml)).toEqual([]);
  });

  it('failsReview: at or above the severity; none never', () => {
    expect(failsReview('critical', 'critical')).toBe(true);
    expect(failsReview('important', 'critical')).toBe(false);
    expect(failsReview('important', 'important')).toBe(true);
    expect(failsReview('critical', 'important')).toBe(true);
    expect(failsReview('suggestion', 'important')).toBe(false);
    expect(failsReview('critical', 'none')).toBe(false);
  });
});

describe('review on the command line', () => {
  it("its flags are the review's inputs; --pr, --repo and --junit are the command line's own", () => {
    const parsed = parseCommandLine([
      'review',
      '--pr',
      '3',
      '--repo',
      'acme/app',
      '--review-ignore',
      '*.lock',
      '--review-ignore',
      'dist/**',
      '--review-fail-on',
      'important',
      '--review-min-severity',
      'suggestion',
      '--review-max-comments',
      '5',
      '--review-rules-from',
      'head',
      '--junit',
      'r.xml',
      '--model',
      'm1',
    ]);
    if (parsed.kind !== 'command') throw new Error('not a command');
    expect(inputsOf(parsed, { apiKey: 'k', defaults: {} } as never, undefined)).toEqual({
      command: 'review',
      'api-key': 'k',
      'review-ignore': '*.lock,dist/**',
      'review-fail-on': 'important',
      'review-min-severity': 'suggestion',
      'review-max-comments': '5',
      'review-rules-from': 'head',
      'model-id': 'm1',
    });
  });

  it('its --json document: the run and the review, the findings typed, nulls for what is not known', () => {
    const doc = outputsDocument('review', {
      'run-id': 'r1',
      'reviewed-head': HEAD,
      verdict: 'correct',
      findings: '[]',
      'findings-count': '0',
    });
    expect(Object.keys(doc).slice(-6)).toEqual([
      'review_url',
      'reviewed_head',
      'verdict',
      'findings',
      'findings_count',
      'check_run_url',
    ]);
    expect(doc).toMatchObject({
      run_id: 'r1',
      findings: [],
      findings_count: 0,
      review_url: null,
      result: null,
    });
  });

  const io = (env: Record<string, string>) => {
    const out = { stdout: '', stderr: '' };
    const value: Io = {
      stdout: (t) => void (out.stdout += t),
      stderr: (t) => void (out.stderr += t),
      stdin: () => '',
      env: {
        CLOUD_AGENT_API_KEY: 'sk-unit-review-1234',
        HOME: '/nonexistent',
        XDG_CONFIG_HOME: '/nonexistent',
        ...env,
      },
      isTTY: false,
    };
    return { out, io: value };
  };

  it('a GitHub the opener refuses (GITHUB_GRAPHQL_URL): exit 2 naming it, nothing sent, the token never shown', async () => {
    const { out, io: given } = io({ GITHUB_TOKEN: TOKEN, CLOUD_AGENT_BASE_URL: 'http://127.0.0.1:9' });
    const opened: unknown[] = [];
    const open: OpenGitHub = (access) => {
      opened.push(access);
      return Promise.reject(new Error(`GITHUB_GRAPHQL_URL is not a URL: "x" (token ${TOKEN})`));
    };
    const code = await cli(['review', '--pr', '2', '--repo', 'acme/app'], given, open);
    expect(code).toBe(2);
    expect(opened).toEqual([
      {
        token: TOKEN,
        apiUrl: 'https://api.github.com',
        repo: { owner: 'acme', repo: 'app' },
        env: given.env,
      },
    ]);
    expect(out.stderr).toBe(
      'cloud-agent: usage error: GITHUB_GRAPHQL_URL is not a URL: "x" (token [redacted GitHub token]) (cloud-agent review --help)\n',
    );
  });

  it('without a way to GitHub (a caller that gives no opener): an error, exit 1', async () => {
    const { out, io: given } = io({ GITHUB_TOKEN: TOKEN });
    expect(await cli(['review', '--pr', '2', '--repo', 'acme/app'], given)).toBe(1);
    expect(out.stderr).toBe('cloud-agent: error: this command line was started without a way to GitHub\n');
  });
});
