/**
 * `cloud-agent review`, from outside: the bundled command line (dist/cli.js) against the simulator (the agent's
 * scripted review result) and the fake GitHub, reached with the GITHUB_TOKEN and GITHUB_API_URL it is given. It reads
 * the pull request, its compare, its reviews, threads, comments and rule files, prints the findings (markdown,
 * --json) and writes the JUnit file, and never writes to GitHub. On GitLab CI it exits 2 before any request.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { runCli, scratch } from '../../cli/harness.ts';
import { API_KEY, eachWorld, type World } from '../setup.ts';

let world: World;
eachWorld((w) => (world = w));

const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
const BASE = '0'.repeat(40);

/** src/app.ts: lines 10 to 14 of the head are one hunk (12 and 13 added); line 40 of the head is outside it. */
const APP_PATCH = [
  '@@ -10,4 +10,5 @@ export function run() {',
  '   const a = 1;',
  '   const b = 2;',
  '-  return a + b;',
  '+  const c = a + b;',
  '+  return c * 2;',
  ' }',
].join('\n');

const finding = (over: Record<string, unknown>) => ({
  path: 'src/app.ts',
  line: 12,
  severity: 'important',
  title: 'A problem',
  body: 'It is wrong.',
  confidence: 0.5,
  ...over,
});

const FINDINGS = [
  finding({ title: 'Sum doubled', severity: 'critical', line: 13, confidence: 0.9 }),
  finding({ title: 'Far away', line: 40 }),
  finding({ title: 'Name it', severity: 'nit' }),
];

function env(extra: Record<string, string> = {}): Record<string, string> {
  return {
    CLOUD_AGENT_API_KEY: API_KEY,
    CLOUD_AGENT_BASE_URL: world.sim.url,
    GITHUB_TOKEN: 'ghp_user_token',
    GITHUB_API_URL: world.gh.url,
    ...extra,
  };
}

function seed(): void {
  world.gh.state.pushHead(2, HEAD, [
    { filename: 'src/app.ts', status: 'modified', additions: 2, deletions: 1, patch: APP_PATCH },
  ]);
  world.sim.script.run({
    result: {
      file: {
        summary: 'Doubles the sum.',
        verdict: 'needs-changes',
        reviewed_head: HEAD,
        findings: FINDINGS,
        resolved: [],
      },
    },
  });
}

/** Every request to the fake GitHub: method, path and, for GraphQL, the operation's kind; sorted. */
const gitHubRequests = () =>
  world.gh.requests
    .map((r) => `${r.method} ${r.path}${r.graphqlOperation ? ` ${r.graphqlOperation}` : ''}`)
    .sort();

const REVIEW_TEXT = [
  '### Cloud agent review of `ec26c3e` (not posted)',
  '',
  '**Verdict: needs changes** · 3 findings (1 inline, 1 outside the diff, 1 listed)',
  '',
  'Doubles the sum.',
  '',
  '#### Inline',
  '',
  '- **critical** `src/app.ts:13` Sum doubled · `fp-8a50de0a`',
  '  It is wrong.',
  '',
  '#### Outside the diff',
  '',
  '- **important** `src/app.ts:40` Far away · `fp-71eae2f9`',
  '  It is wrong.',
  '',
  '#### Not posted inline',
  '',
  '- **nit** `src/app.ts:12` Name it (a nit without a suggestion) · `fp-0dc6f391`',
  '  It is wrong.',
  '',
].join('\n');

describe('cloud-agent review', () => {
  it('prints the findings and writes the JUnit file; reads GitHub with the token given, never writes to it', async () => {
    seed();
    const dir = scratch();
    const junit = join(dir, 'review.xml');
    const markdown = join(dir, 'review.md');
    const run = await runCli(
      [
        'review',
        '--repo',
        'acme/app',
        '--pr',
        '2',
        '--junit',
        junit,
        '--markdown',
        markdown,
        '--review-fail-on',
        'important',
      ],
      { env: env() },
    );
    expect(run.stderr).not.toContain('warning');
    expect(run.code).toBe(0);
    // The run's report, then the review, last (not the result's JSON after it, as run prints it: the findings are
    // the report).
    expect(run.stdout.endsWith(`\n\n${REVIEW_TEXT}`)).toBe(true);
    expect(readFileSync(markdown, 'utf8').endsWith(REVIEW_TEXT)).toBe(true);
    expect(readFileSync(junit, 'utf8')).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="cloud-agent review of ec26c3e" tests="3" failures="2" errors="0">',
        '  <testsuite name="cloud-agent review of ec26c3e" tests="3" failures="2" errors="0" skipped="0">',
        '    <testcase name="critical: Sum doubled (fp-8a50de0a)" classname="cloud-agent.review.src/app.ts" file="src/app.ts">',
        '      <failure message="critical finding at src/app.ts:13: Sum doubled" type="finding">critical finding at src/app.ts:13: Sum doubled',
        '',
        'It is wrong.</failure>',
        '    </testcase>',
        '    <testcase name="important: Far away (fp-71eae2f9)" classname="cloud-agent.review.src/app.ts" file="src/app.ts">',
        '      <failure message="important finding at src/app.ts:40: Far away" type="finding">important finding at src/app.ts:40: Far away',
        '',
        'It is wrong.</failure>',
        '    </testcase>',
        '    <testcase name="nit: Name it (fp-0dc6f391)" classname="cloud-agent.review.src/app.ts" file="src/app.ts"/>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
    // Reads only, as the token's user: no review, comment, reaction, check run or GraphQL mutation.
    expect(gitHubRequests()).toEqual([
      'GET /repos/acme/app/compare/' + `${BASE}...${HEAD}`,
      'GET /repos/acme/app/contents/.github%2Fcopilot-instructions.md',
      'GET /repos/acme/app/contents/AGENTS.md',
      'GET /repos/acme/app/contents/CLAUDE.md',
      'GET /repos/acme/app/contents/REVIEW.md',
      'GET /repos/acme/app/contents/src%2FREVIEW.md',
      'GET /repos/acme/app/issues/2/comments',
      'GET /repos/acme/app/pulls/2',
      'GET /repos/acme/app/pulls/2/reviews',
      'POST /graphql query',
      'POST /graphql query',
    ]);
    expect(new Set(world.gh.requests.map((r) => r.login))).toEqual(new Set(['octo-maintainer']));
    expect(world.gh.state.reviewsOf(2)).toEqual([]);
    // The run was asked for the review of the head and records the repository.
    const created = world.sim.requests.filter((r) => r.operation === 'createRun');
    expect(created).toHaveLength(1);
    const body = JSON.parse(created[0]!.body) as { prompt: string };
    expect(body.prompt).toContain(
      `Review pull request #2 of acme/app at head commit ${HEAD} (base ${BASE}). Set \`reviewed_head\` to ${HEAD}.`,
    );
    // The token never reaches the output.
    expect(run.stdout + run.stderr).not.toContain('ghp_user_token');
  });

  it('--json: the document its schema describes, the findings typed, nothing posted', async () => {
    seed();
    const run = await runCli(['review', '--repo', 'acme/app', '--pr', '2', '--json', '--quiet'], {
      env: env(),
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const doc = JSON.parse(run.stdout) as Record<string, unknown>;
    const schema = JSON.parse(
      readFileSync(new URL('../../../schemas/cli/review.schema.json', import.meta.url), 'utf8'),
    ) as object;
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    const validate = ajv.compile(schema);
    expect(validate(doc), ajv.errorsText(validate.errors)).toBe(true);
    expect(doc).toMatchObject({
      state: 'SUCCEEDED',
      review_url: null,
      check_run_url: null,
      comment_url: null,
      reviewed_head: HEAD,
      verdict: 'needs-changes',
      findings: FINDINGS,
      findings_count: 3,
    });
    expect(world.gh.requests.filter((r) => r.method !== 'GET' && r.graphqlOperation !== 'query')).toEqual([]);
  });

  it('on GitLab CI: exit 2, "not supported", no request to the service or GitHub', async () => {
    const run = await runCli(['review', '--repo', 'acme/app', '--pr', '2', '--json'], {
      env: env({ GITLAB_CI: 'true', CI_PROJECT_PATH: 'acme/app', CI_PIPELINE_ID: '7' }),
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'cloud-agent: usage error: review is not supported on GitLab CI: it reads a GitHub pull request (cloud-agent review --help)\n',
    );
    const doc = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(doc).toMatchObject({
      run_id: null,
      findings: null,
      outcome: 'usage',
      error: 'review is not supported on GitLab CI: it reads a GitHub pull request',
    });
    expect(world.gh.requests).toEqual([]);
    expect(world.sim.requests).toEqual([]);
  });
});
