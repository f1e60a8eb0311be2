/** The review's markdown (src/render/review.ts): its body and inline comments, exactly. */
import { describe, expect, it } from 'vitest';
import { planReview, type Finding, type ReviewResult } from '../../src/flow/review.ts';
import {
  renderFixSending,
  renderInlineComment,
  renderReviewBody,
  renderReviewReport,
  REVIEW_BODY_LIMIT,
} from '../../src/render/review.ts';

const PATCH = '@@ -1,2 +1,3 @@\n a();\n-b();\n+c();\n+d();';
const files = [{ path: 'src/a.ts', status: 'modified', patch: PATCH }];
const f = (over: Partial<Finding>): Finding => ({
  path: 'src/a.ts',
  line: 2,
  severity: 'important',
  title: 'Wrong call',
  body: 'Calls c, @octocat should know.',
  confidence: 0.8,
  ...over,
});
const result = (findings: Finding[]): ReviewResult => ({
  summary: 'Adds <b>d</b>.',
  verdict: 'needs-changes',
  reviewed_head: 'a'.repeat(40),
  findings,
  resolved: [],
});

describe('renderReviewBody', () => {
  it('shows the verdict, the counts, the summary neutralized, the outside and listed findings, then the marker', () => {
    const findings = [
      f({}),
      f({ title: 'Far away', line: 40 }),
      f({ title: 'Style', severity: 'nit', line: 3 }),
    ];
    const plan = planReview(findings, files, { maxComments: 10, minSeverity: 'nit' });
    const body = renderReviewBody(
      { result: result(findings), plan, head: 'a'.repeat(40), session: 'https://app.warp.dev/session/1' },
      '<!-- m -->',
    );
    expect(body).toBe(
      [
        '### Cloud agent review of `aaaaaaa`',
        '',
        '**Verdict: needs changes** · 3 findings (1 inline, 1 outside the diff, 1 listed)',
        '',
        'Adds &lt;b>d&lt;/b>.',
        '',
        '#### Outside the diff',
        '',
        `- **important** \`src/a.ts:40\` Far away · \`${plan.outside[0]!.fingerprint}\``,
        '  Calls c, @\u2060octocat should know.',
        '',
        '#### Not posted inline',
        '',
        `- **nit** \`src/a.ts:3\` Style (a nit without a suggestion) · \`${plan.listed[0]!.fingerprint}\``,
        '  Calls c, @\u2060octocat should know.',
        '',
        '<sub>[Session](https://app.warp.dev/session/1) · a review by the cloud agent</sub>',
        '<!-- m -->',
      ].join('\n'),
    );
  });

  it('a finding over lines is shown at start-line; one whose start_line is not before its line at the line', () => {
    const findings = [
      f({ title: 'Range', start_line: 38, line: 40 }),
      f({ title: 'One line', start_line: 41, line: 41 }),
    ];
    const plan = planReview(findings, files, { maxComments: 10, minSeverity: 'nit' });
    const body = renderReviewBody({ result: result(findings), plan, head: 'a'.repeat(40) }, 'M');
    expect(body).toContain(
      [
        '#### Outside the diff',
        '',
        `- **important** \`src/a.ts:38-40\` Range · \`${plan.outside[0]!.fingerprint}\``,
        '  Calls c, @\u2060octocat should know.',
        `- **important** \`src/a.ts:41\` One line · \`${plan.outside[1]!.fingerprint}\``,
      ].join('\n'),
    );
  });

  it('after a 422, lists every finding in the body and says why', () => {
    const findings = [f({})];
    const plan = planReview(findings, files, { maxComments: 10, minSeverity: 'nit' });
    const body = renderReviewBody(
      { result: result(findings), plan, head: 'b'.repeat(40), allInBody: true },
      'M',
    );
    expect(body).toContain('(0 inline, 1 outside the diff, 0 listed)');
    expect(body).toContain(
      'GitHub refused the inline comments (422: a line could not be resolved), so every finding is listed here.\n\n#### Findings\n\n- **important** `src/a.ts:2` Wrong call · ',
    );
    expect(body.endsWith('\n\nM')).toBe(true);
  });

  it('stays within GitHub limit, cut with a note', () => {
    const findings = Array.from({ length: 100 }, (_, i) =>
      f({ title: `t${i}`, line: 50, body: 'x'.repeat(4000) }),
    );
    const plan = planReview(findings, files, { maxComments: 10, minSeverity: 'nit' });
    const body = renderReviewBody({ result: result(findings), plan, head: 'c'.repeat(40) }, '<!-- m -->');
    expect(body.length).toBeLessThanOrEqual(REVIEW_BODY_LIMIT);
    expect(body).toContain('_The list is cut here: it is longer than GitHub takes._');
    expect(body.endsWith('<!-- m -->')).toBe(true);
  });
});

describe('renderInlineComment', () => {
  it('severity, title, body, suggestion block, fingerprint and confidence, marker', () => {
    const [placed] = planReview([f({ suggestion: 'e();\nf();', start_line: 2, line: 3 })], files, {
      maxComments: 10,
      minSeverity: 'nit',
    }).inline;
    expect(renderInlineComment(placed!, '<!-- m -->')).toBe(
      [
        '**important**: Wrong call',
        '',
        'Calls c, @\u2060octocat should know.',
        '',
        '```suggestion\ne();\nf();\n```',
        '',
        `<sub>\`${placed!.fingerprint}\` · confidence 80%</sub>`,
        '<!-- m -->',
      ].join('\n'),
    );
  });
});

describe('renderReviewReport', () => {
  it('the review as the command line prints it: every finding, inline ones first with their suggestion block', () => {
    const findings = [
      f({ suggestion: 'e(); // @octocat' }),
      f({ title: 'Far away', line: 40 }),
      f({ title: 'Style', severity: 'nit', line: 3 }),
    ];
    const plan = planReview(findings, files, { maxComments: 10, minSeverity: 'nit' });
    expect(renderReviewReport({ result: result(findings), plan, head: 'a'.repeat(40) })).toBe(
      [
        '### Cloud agent review of `aaaaaaa` (not posted)',
        '',
        '**Verdict: needs changes** · 3 findings (1 inline, 1 outside the diff, 1 listed)',
        '',
        'Adds &lt;b>d&lt;/b>.',
        '',
        '#### Inline',
        '',
        `- **important** \`src/a.ts:2\` Wrong call · \`${plan.inline[0]!.fingerprint}\``,
        '  Calls c, @\u2060octocat should know.',
        '',
        '  ```suggestion',
        '  e(); // @octocat',
        '  ```',
        '',
        '#### Outside the diff',
        '',
        `- **important** \`src/a.ts:40\` Far away · \`${plan.outside[0]!.fingerprint}\``,
        '  Calls c, @\u2060octocat should know.',
        '',
        '#### Not posted inline',
        '',
        `- **nit** \`src/a.ts:3\` Style (a nit without a suggestion) · \`${plan.listed[0]!.fingerprint}\``,
        '  Calls c, @\u2060octocat should know.',
      ].join('\n'),
    );
  });

  it('no findings: the verdict and the summary alone', () => {
    const plan = planReview([], files, { maxComments: 10, minSeverity: 'nit' });
    expect(
      renderReviewReport({ result: { ...result([]), verdict: 'correct' }, plan, head: 'a'.repeat(40) }),
    ).toBe(
      [
        '### Cloud agent review of `aaaaaaa` (not posted)',
        '',
        '**Verdict: looks correct** · 0 findings (0 inline, 0 outside the diff, 0 listed)',
        '',
        'Adds &lt;b>d&lt;/b>.',
      ].join('\n'),
    );
  });
});

describe('renderFixSending', () => {
  const asked = 'A fix of fp-0123abcd was asked on its review thread by @ada';
  it('on its way, refused, and with no answer: whether a re-run sends it again', () => {
    expect(renderFixSending('fp-0123abcd', 'ada', 'run-1')).toBe(
      `### ⏳ Sending the fix to the agent\n\n${asked}: it is on its way to run run-1.`,
    );
    expect(
      renderFixSending('fp-0123abcd', 'ada', 'run-1', {
        kind: 'refused',
        message: 'createFollowup: 400 bad',
      }),
    ).toBe(
      `### ❌ The fix was not sent\n\n${asked}; sending it to run run-1 failed: createFollowup: 400 bad. Re-run the job to send it.`,
    );
    expect(
      renderFixSending('fp-0123abcd', 'ada', 'run-1', {
        kind: 'unknown',
        message: 'createFollowup: socket hang up',
      }),
    ).toBe(
      `### ⚠️ The fix may not have reached the agent\n\n${asked}; sending it to run run-1 got no answer: createFollowup: socket hang up. A re-run of the job sends it again only if the run shows it did not get it.`,
    );
  });

  it("an error's text is one line, cut, its markup shown as text", () => {
    const text = renderFixSending('fp-0123abcd', 'ada', 'run-1', {
      kind: 'refused',
      message: `no\n\n# heading <img src=x> ${'x'.repeat(400)}`,
    });
    expect(text.split('\n')).toHaveLength(3);
    expect(text).toContain('failed: no # heading \\<img src=x> xxx');
    expect(text).toContain('x…. Re-run the job to send it.');
    expect(text.length).toBeLessThan(500);
  });
});
