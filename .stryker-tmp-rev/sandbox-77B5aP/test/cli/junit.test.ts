/**
 * The gate as JUnit XML (src/cli/junit.ts): what XML 1.0 cannot hold is dropped (lone surrogates too, never a
 * pair), text escaped for content and for attributes, each verdict's test case with its message (in the attribute
 * and as the text's first line, the reason after it) and counts, the times of the judge runs where known; and the
 * file as its readers take it: valid against the JUnit schema, and the score, threshold and reason in what GitLab
 * shows of each failure.
 */
import { describe, expect, it } from 'vitest';
import { renderJUnit, seconds, xmlChars, xmlEscape } from '../../src/cli/junit.ts';
import type { GateRow } from '../../src/render/gate.ts';
import type { Baseline, ScorerComparison } from '../../src/render/gate-evidence.ts';
import { gitlabShows, junitErrors } from '../helpers/junit.ts';

describe('xmlChars', () => {
  it.each([
    ['plain', 'plain'],
    ['tab\tand\nlines\r', 'tab\tand\nlines\r'],
    ['nul\u0000 bell\u0007 vt\u000b ff\u000c esc\u001b', 'nul bell vt ff esc'],
    ['not a character\uFFFE\uFFFF', 'not a character'],
    ['a pair 😀 and \uD800\uDC00 and \uDBFF\uDFFF', 'a pair 😀 and \uD800\uDC00 and \uDBFF\uDFFF'],
    ['lone high \uD83D here', 'lone high  here'],
    ['lone high at the end \uD83D', 'lone high at the end '],
    ['\uD83D lone high first', ' lone high first'],
    ['lone low \uDE00 here', 'lone low  here'],
    ['\uDE00 lone low first', ' lone low first'],
    ['reversed \uDE00\uD83D pair', 'reversed  pair'],
    ['two highs \uD83D\uD83D😀', 'two highs 😀'],
    ['two lows 😀\uDE00', 'two lows 😀'],
  ])('%j → %j', (text, kept) => {
    expect(xmlChars(text)).toBe(kept);
  });
});

describe('xmlEscape', () => {
  it('content keeps its line ends and tabs; an attribute writes them as references', () => {
    expect(xmlEscape('a\r\n\tb <&>')).toBe('a\r\n\tb &lt;&amp;&gt;');
    expect(xmlEscape('a\r\n\tb <&>', false)).toBe('a\r\n\tb &lt;&amp;&gt;');
    expect(xmlEscape('a\r\n\tb <&>', true)).toBe('a&#13;&#10;&#9;b &lt;&amp;&gt;');
    expect(xmlEscape(`"it's"`)).toBe('&quot;it&apos;s&quot;');
  });
});

describe('seconds', () => {
  it.each([
    [undefined, undefined],
    [0, '0'],
    [3000, '3'],
    [3250, '3.25'],
    [1234.5, '1.235'],
    [0.4, '0'],
    [90_061_001, '90061.001'],
    [-1, undefined],
    [Number.MAX_SAFE_INTEGER, '9007199254740.991'],
    [Number.MAX_SAFE_INTEGER + 2, undefined],
    [Infinity, undefined],
    [NaN, undefined],
  ])('%s ms → %j', (ms, text) => {
    expect(seconds(ms)).toBe(text);
  });
});

describe('renderJUnit', () => {
  const row = (over: Partial<GateRow>): GateRow => ({
    runId: 'r1',
    title: 'Fix it',
    scorer: { id: 7, name: 'tests' },
    classification: 'pass',
    score: 1,
    threshold: 0.7,
    verdict: 'pass',
    ...over,
  });

  it('a suite per scorer in the order they first appear, each counting its own; the totals on top', () => {
    const other = { id: 9, name: 'docs' };
    expect(
      renderJUnit(
        [
          row({}),
          row({ runId: 'r2', scorer: other, verdict: 'fail', classification: 'fail', score: 0 }),
          row({ runId: 'r3' }),
          row({ runId: 'r4', scorer: other }),
          row({ runId: 'r5', scorer: other }),
        ],
        { conclusion: 'failure' },
      ),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="cloud-agent gate (failure)" tests="5" failures="1" errors="0">',
        '  <testsuite name="tests" tests="2" failures="0" errors="0" skipped="0">',
        '    <testcase name="Fix it (r1)" classname="cloud-agent.tests"/>',
        '    <testcase name="Fix it (r3)" classname="cloud-agent.tests"/>',
        '  </testsuite>',
        '  <testsuite name="docs" tests="3" failures="1" errors="0" skipped="0">',
        '    <testcase name="Fix it (r2)" classname="cloud-agent.docs">',
        '      <failure message="score 0 (fail) below the threshold 0.7" type="fail">score 0 (fail) below the threshold 0.7</failure>',
        '    </testcase>',
        '    <testcase name="Fix it (r4)" classname="cloud-agent.docs"/>',
        '    <testcase name="Fix it (r5)" classname="cloud-agent.docs"/>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
  });

  it("each outcome's element: the message as attribute and as the text's first line, the reason after a blank line", () => {
    expect(
      renderJUnit(
        [
          row({ verdict: 'fail', classification: 'partial', score: 0.5, reason: 'Half the tests fail.' }),
          row({
            runId: 'r2',
            verdict: 'error',
            classification: null,
            score: null,
            dispatchError: 'judge timed out',
            reason: 'The judge model did not answer.',
          }),
          row({
            runId: 'r3',
            verdict: 'pending',
            classification: null,
            score: null,
            reason: 'The run has not ended yet: it cannot be judged.',
          }),
        ],
        { conclusion: 'failure' },
      ).split('\n'),
    ).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<testsuites name="cloud-agent gate (failure)" tests="3" failures="2" errors="1">',
      '  <testsuite name="tests" tests="3" failures="2" errors="1" skipped="0">',
      '    <testcase name="Fix it (r1)" classname="cloud-agent.tests">',
      '      <failure message="score 0.5 (partial) below the threshold 0.7" type="fail">score 0.5 (partial) below the threshold 0.7',
      '',
      'Half the tests fail.</failure>',
      '    </testcase>',
      '    <testcase name="Fix it (r2)" classname="cloud-agent.tests">',
      '      <error message="the judge&apos;s attempt failed: judge timed out" type="judge-error">the judge&apos;s attempt failed: judge timed out',
      '',
      'The judge model did not answer.</error>',
      '    </testcase>',
      '    <testcase name="Fix it (r3)" classname="cloud-agent.tests">',
      '      <failure message="no verdict within the score timeout (counts as not passed)" type="pending">no verdict within the score timeout (counts as not passed)',
      '',
      'The run has not ended yet: it cannot be judged.</failure>',
      '    </testcase>',
      '  </testsuite>',
      '</testsuites>',
      '',
    ]);
  });

  it('a verdict without a score or classification says so; a failed judge without a cause, only that', () => {
    const xml = renderJUnit(
      [
        row({ verdict: 'fail', classification: null, score: null }),
        row({ runId: 'r2', title: '', verdict: 'fail', classification: null, score: 0.33333 }),
        row({ runId: 'r3', verdict: 'error', classification: null, score: null, dispatchError: null }),
      ],
      { conclusion: 'failure' },
    );
    expect(
      xml
        .split('\n')
        .filter((l) => l.includes('<failure') || l.includes('<error') || l.includes('name="r2"')),
    ).toEqual([
      '      <failure message="no score below the threshold 0.7" type="fail">no score below the threshold 0.7</failure>',
      '    <testcase name="r2" classname="cloud-agent.tests">',
      '      <failure message="score 0.3333 below the threshold 0.7" type="fail">score 0.3333 below the threshold 0.7</failure>',
      '      <error message="the judge&apos;s attempt failed" type="judge-error">the judge&apos;s attempt failed</error>',
    ]);
  });

  it('line ends in names and reasons: references in attributes, kept in content; the host redacts first', () => {
    const xml = renderJUnit(
      [
        row({
          title: 'Fix\nit sk-secret-1',
          verdict: 'fail',
          score: 0,
          classification: 'fail sk-secret-1',
          reason: 'Line one\nline two sk-secret-1',
        }),
      ],
      { conclusion: 'failure' },
      (text) => text.replaceAll('sk-secret-1', '[redacted]'),
    );
    expect(xml).toContain('<testcase name="Fix&#10;it [redacted] (r1)" classname="cloud-agent.tests">');
    expect(xml).toContain(
      '<failure message="score 0 (fail [redacted]) below the threshold 0.7" type="fail">score 0 (fail [redacted]) below the threshold 0.7\n\nLine one\nline two [redacted]</failure>',
    );
    expect(xml).not.toContain('sk-secret-1');
  });

  it("a case's time is its judge run's; a suite's (and the whole's) the sum when every case has one, else none", () => {
    const other = { id: 9, name: 'docs' };
    const lines = renderJUnit(
      [
        row({ judgeMs: 3000 }),
        row({ runId: 'r2', verdict: 'fail', score: 0, classification: 'fail', judgeMs: 1250.4 }),
        row({ runId: 'r3', scorer: other, judgeMs: 0 }),
        row({ runId: 'r4', scorer: other, verdict: 'pending', score: null, classification: null }),
      ],
      { conclusion: 'failure' },
    ).split('\n');
    expect(lines.filter((l) => /<test(suites|suite|case) /.test(l))).toEqual([
      '<testsuites name="cloud-agent gate (failure)" tests="4" failures="2" errors="0">',
      '  <testsuite name="tests" tests="2" failures="1" errors="0" skipped="0" time="4.25">',
      '    <testcase name="Fix it (r1)" classname="cloud-agent.tests" time="3"/>',
      '    <testcase name="Fix it (r2)" classname="cloud-agent.tests" time="1.25">',
      '  <testsuite name="docs" tests="2" failures="1" errors="0" skipped="0">',
      '    <testcase name="Fix it (r3)" classname="cloud-agent.docs" time="0"/>',
      '    <testcase name="Fix it (r4)" classname="cloud-agent.docs">',
    ]);
    // Every case timed: the whole has the sum too.
    expect(
      renderJUnit([row({ judgeMs: 3000 }), row({ runId: 'r2', scorer: other, judgeMs: 500 })], {
        conclusion: 'success',
      }).split('\n')[1],
    ).toBe('<testsuites name="cloud-agent gate (success)" tests="2" failures="0" errors="0" time="3.5">');
  });

  it("each case links its run's session as a property, before its failure; a link that is no http(s) link is left out", () => {
    const xml = renderJUnit(
      [
        row({ runId: 'r1', link: 'https://app.warp.dev/session/a?x=1&y="2"' }),
        row({
          runId: 'r2',
          verdict: 'fail',
          score: 0.2,
          reason: 'slow',
          link: 'https://app.warp.dev/session/b',
        }),
        row({ runId: 'r3', link: 'javascript:alert(1)' }),
      ],
      { conclusion: 'failure' },
      (text) => text.replace('session/b', 'session/[redacted]'),
    );
    expect(xml.split('\n').slice(3, 15)).toEqual([
      '    <testcase name="Fix it (r1)" classname="cloud-agent.tests">',
      '      <properties>',
      '        <property name="session_link" value="https://app.warp.dev/session/a?x=1&amp;y=%222%22"/>',
      '      </properties>',
      '    </testcase>',
      '    <testcase name="Fix it (r2)" classname="cloud-agent.tests">',
      '      <properties>',
      '        <property name="session_link" value="https://app.warp.dev/session/[redacted]"/>',
      '      </properties>',
      '      <failure message="score 0.2 (pass) below the threshold 0.7" type="fail">score 0.2 (pass) below the threshold 0.7',
      '',
      'slow</failure>',
    ]);
    expect(xml).toContain('    <testcase name="Fix it (r3)" classname="cloud-agent.tests"/>\n');
  });

  it('no rows: an empty document (no case, no time)', () => {
    expect(renderJUnit([], { conclusion: 'neutral' })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="cloud-agent gate (neutral)" tests="0" failures="0" errors="0" time="0"/>\n',
    );
  });
});

describe('renderJUnit: each scorer against the baseline, as properties of its suite', () => {
  const row = (over: Partial<GateRow>): GateRow => ({
    runId: 'r1',
    title: 'Fix it',
    scorer: { id: 7, name: 'tests' },
    classification: 'pass',
    score: 1,
    threshold: 0.7,
    verdict: 'pass',
    ...over,
  });
  const docs = { id: 9, name: 'docs' };
  const NORM: Baseline = { kind: 'norm', windowDays: 30 };
  const cmp = (over: Partial<ScorerComparison>): ScorerComparison => ({
    scorer: { id: 7, name: 'tests' },
    threshold: 0.7,
    passed: 18,
    failed: 6,
    noVerdict: 1,
    baseline: { passed: 8, total: 10, excluded: 25 },
    maxDropPoints: 5,
    ...over,
  });

  it("the norm (its rate, window, threshold and runs), the rate here and its counts, the difference and the maximum, before the suite's cases", async () => {
    const rows = [row({}), row({ runId: 'r2', scorer: docs })];
    const summary = {
      conclusion: 'failure' as const,
      baseline: NORM,
      scorers: [
        cmp({}),
        cmp({
          scorer: docs,
          threshold: 0.55,
          passed: 1,
          failed: 0,
          noVerdict: 0,
          baseline: { passed: 0, total: 0, excluded: 1 },
          maxDropPoints: undefined,
        }),
      ],
    };
    const xml = renderJUnit(rows, summary);
    expect(xml.split('\n').slice(2, 39)).toEqual([
      '  <testsuite name="tests" tests="1" failures="0" errors="0" skipped="0">',
      '    <properties>',
      '      <property name="baseline" value="norm"/>',
      '      <property name="baseline_window_days" value="30"/>',
      '      <property name="baseline_threshold" value="0.7"/>',
      '      <property name="baseline_pass_rate" value="0.8"/>',
      '      <property name="baseline_passed" value="8"/>',
      '      <property name="baseline_total" value="10"/>',
      '      <property name="baseline_excluded" value="25"/>',
      '      <property name="pass_rate" value="0.72"/>',
      '      <property name="passed" value="18"/>',
      '      <property name="failed" value="6"/>',
      '      <property name="no_verdict" value="1"/>',
      '      <property name="delta_points" value="-8"/>',
      '      <property name="max_drop_points" value="5"/>',
      '    </properties>',
      '    <testcase name="Fix it (r1)" classname="cloud-agent.tests"/>',
      '  </testsuite>',
      // No other run scored over the window: no baseline rate, the window and its counts all the same.
      '  <testsuite name="docs" tests="1" failures="0" errors="0" skipped="0">',
      '    <properties>',
      '      <property name="baseline" value="norm"/>',
      '      <property name="baseline_window_days" value="30"/>',
      '      <property name="baseline_threshold" value="0.55"/>',
      '      <property name="baseline_passed" value="0"/>',
      '      <property name="baseline_total" value="0"/>',
      '      <property name="baseline_excluded" value="1"/>',
      '      <property name="pass_rate" value="1"/>',
      '      <property name="passed" value="1"/>',
      '      <property name="failed" value="0"/>',
      '      <property name="no_verdict" value="0"/>',
      '    </properties>',
      '    <testcase name="Fix it (r2)" classname="cloud-agent.docs"/>',
      '  </testsuite>',
      '</testsuites>',
      '',
    ]);
    expect(await junitErrors(xml)).toEqual([]);
  });

  it('the base branch: its branch, head and check; a scorer it did not judge with says why', async () => {
    const base: Baseline = {
      kind: 'base',
      branch: 'main',
      sha: 'a'.repeat(40),
      checkUrl: 'https://github.com/acme/app/runs/7',
      runs: 9,
      skipped: [],
    };
    const xml = renderJUnit([row({})], {
      conclusion: 'success',
      baseline: base,
      scorers: [
        cmp({
          baseline: 'the gate on the base branch did not judge with this scorer',
          maxDropPoints: undefined,
        }),
      ],
    });
    expect(xml.split('\n').slice(3, 14)).toEqual([
      '    <properties>',
      '      <property name="baseline" value="base"/>',
      '      <property name="baseline_branch" value="main"/>',
      `      <property name="baseline_sha" value="${'a'.repeat(40)}"/>`,
      '      <property name="baseline_check_url" value="https://github.com/acme/app/runs/7"/>',
      '      <property name="baseline_none" value="the gate on the base branch did not judge with this scorer"/>',
      '      <property name="pass_rate" value="0.72"/>',
      '      <property name="passed" value="18"/>',
      '      <property name="failed" value="6"/>',
      '      <property name="no_verdict" value="1"/>',
      '    </properties>',
    ]);
    expect(await junitErrors(xml)).toEqual([]);
    const noUrl = renderJUnit([row({})], {
      conclusion: 'success',
      baseline: { ...base, checkUrl: undefined },
      scorers: [cmp({ baseline: { passed: 8, total: 9 } })],
    });
    expect(noUrl).not.toContain('baseline_check_url');
    expect(noUrl).not.toContain('baseline_excluded');
    expect(noUrl).toContain('<property name="baseline_total" value="9"/>');
  });

  it('a suite without a comparison (none made, of another scorer, or no baseline) has no properties', () => {
    expect(
      renderJUnit([row({})], { conclusion: 'success', baseline: NORM, scorers: [cmp({ scorer: docs })] }),
    ).not.toContain('<properties>');
    expect(renderJUnit([row({})], { conclusion: 'success', scorers: [cmp({})] })).not.toContain(
      '<properties>',
    );
    expect(renderJUnit([row({})], { conclusion: 'success' })).not.toContain('<properties>');
  });

  it('no verdict at all here: no rate; a window not read: its days and threshold and why', async () => {
    const xml = renderJUnit([row({ verdict: 'error', score: null })], {
      conclusion: 'failure',
      baseline: { kind: 'norm', windowDays: 7 },
      scorers: [
        cmp({
          passed: 0,
          failed: 0,
          noVerdict: 0,
          baseline: { passed: 1, total: 8, excluded: 0 },
          maxDropPoints: 2.5,
        }),
      ],
    });
    expect(xml.split('\n').slice(3, 17)).toEqual([
      '    <properties>',
      '      <property name="baseline" value="norm"/>',
      '      <property name="baseline_window_days" value="7"/>',
      '      <property name="baseline_threshold" value="0.7"/>',
      '      <property name="baseline_pass_rate" value="0.125"/>',
      '      <property name="baseline_passed" value="1"/>',
      '      <property name="baseline_total" value="8"/>',
      '      <property name="baseline_excluded" value="0"/>',
      '      <property name="passed" value="0"/>',
      '      <property name="failed" value="0"/>',
      '      <property name="no_verdict" value="0"/>',
      '      <property name="max_drop_points" value="2.5"/>',
      '    </properties>',
      '    <testcase name="Fix it (r1)" classname="cloud-agent.tests">',
    ]);
    expect(await junitErrors(xml)).toEqual([]);
    const unread = renderJUnit([row({})], {
      conclusion: 'success',
      baseline: NORM,
      scorers: [
        cmp({ baseline: 'its pass rate over the last 30 days could not be read', maxDropPoints: undefined }),
      ],
    });
    expect(unread.split('\n').slice(3, 7)).toEqual([
      '    <properties>',
      '      <property name="baseline" value="norm"/>',
      '      <property name="baseline_window_days" value="30"/>',
      '      <property name="baseline_threshold" value="0.7"/>',
    ]);
    expect(unread).toContain(
      '<property name="baseline_none" value="its pass rate over the last 30 days could not be read"/>',
    );
  });
});

describe('the JUnit file as its readers take it', () => {
  /** Texts a service or a model may write, each of which has broken a report somewhere. */
  const HOSTILE = [
    'Tests fail: expected <b> & "quotes" in output',
    "it's ]]> <![CDATA[ x ]]> <!-- -->",
    'control \u0000\u0001\u001b and lone \uD83D halves \uDE00 and 😀 pairs',
    'lines\r\nand\ttabs\n',
    '&amp; &#10; &lt;not a tag&gt;',
    '__init__.py *bold* `code` | pipes |',
  ];
  const rows = (): GateRow[] =>
    HOSTILE.map((text, i) => ({
      runId: `r${i}`,
      title: text,
      scorer: { id: i % 2, name: text },
      classification: i % 3 === 0 ? text : null,
      score: i % 3 === 0 ? 0.25 : null,
      threshold: 0.7,
      verdict: (['fail', 'error', 'pending'] as const)[i % 3]!,
      reason: text,
      dispatchError: text,
      judgeMs: i * 1001,
    }));

  it('every outcome, with hostile names and reasons, is valid against the JUnit schema', async () => {
    const passing: GateRow = { ...rows()[0]!, runId: 'ok', verdict: 'pass', score: 1, reason: null };
    const linked = rows().map((r) => ({ ...r, link: `https://app.warp.dev/session/${r.runId}` }));
    expect(await junitErrors(renderJUnit([...rows(), passing], { conclusion: 'failure' }))).toEqual([]);
    expect(
      await junitErrors(
        renderJUnit([...linked, { ...passing, link: 'https://app.warp.dev/session/ok' }], {
          conclusion: 'failure',
        }),
      ),
    ).toEqual([]);
    expect(await junitErrors(renderJUnit([], { conclusion: 'neutral' }))).toEqual([]);
  });

  it('the schema refuses what a CI could not read: a case without its class name, a time below 0 or with an exponent', async () => {
    const one = (testcase: string) =>
      junitErrors(`<testsuites><testsuite name="s" tests="1">${testcase}</testsuite></testsuites>`);
    expect(await one('<testcase name="t"/>')).toEqual([
      "line 1: Schemas validity error : Element 'testcase': The attribute 'classname' is required but missing.",
    ]);
    expect(await one('<testcase name="t" classname="c" time="-1"/>')).toEqual([
      "line 1: Schemas validity error : Element 'testcase', attribute 'time': [facet 'minInclusive'] The value '-1' is less than the minimum value allowed ('0').",
    ]);
    // What String() writes of a large or a tiny number: seconds() never does.
    expect(await one('<testcase name="t" classname="c" time="1e+21"/>')).toEqual([
      "line 1: Schemas validity error : Element 'testcase', attribute 'time': '1e+21' is not a valid value of the atomic type 'seconds'.",
    ]);
    expect(await one('<testcase name="t" classname="c" time="0.001"/>')).toEqual([]);
  });

  it('what GitLab shows of each failure: the score, the threshold and the reason, as written', async () => {
    const [first, error, pending] = rows();
    const cases: GateRow[] = [
      { ...first!, title: 'Fix it', verdict: 'pass', score: 1, classification: 'pass', reason: null },
      {
        ...first!,
        runId: 'r9',
        classification: 'wrong',
        score: 0,
        reason: 'Tests fail: expected <b> & "quotes"\nin output',
      },
      { ...first!, runId: 'r8', classification: 'partial', score: 0.5, reason: null },
      error!,
      pending!,
    ];
    // One suite: the cases in the order above.
    const xml = renderJUnit(
      cases.map((row) => ({ ...row, scorer: { id: 1, name: 'tests' } })),
      { conclusion: 'failure' },
    );
    expect(await gitlabShows(xml, 1)).toBeUndefined();
    expect(await gitlabShows(xml, 2)).toBe(
      'score 0 (wrong) below the threshold 0.7\n\nTests fail: expected <b> & "quotes"\nin output',
    );
    expect(await gitlabShows(xml, 3)).toBe('score 0.5 (partial) below the threshold 0.7');
    // A failed judge and a verdict not reached: what happened, then the reason (as XML keeps it: line ends
    // normalized, what XML cannot hold dropped).
    expect(await gitlabShows(xml, 4)).toBe(
      "the judge's attempt failed: it's ]]> <![CDATA[ x ]]> <!-- -->\n\nit's ]]> <![CDATA[ x ]]> <!-- -->",
    );
    expect(await gitlabShows(xml, 5)).toBe(
      'no verdict within the score timeout (counts as not passed)\n\ncontrol  and lone  halves  and 😀 pairs',
    );
  });
});
