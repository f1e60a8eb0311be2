/**
 * The gate as JUnit XML (src/cli/junit.ts): what XML 1.0 cannot hold is dropped (lone surrogates too, never a
 * pair), text escaped for content and for attributes, and each verdict's test case with its message and counts.
 */
import { describe, expect, it } from 'vitest';
import { renderJUnit, xmlChars, xmlEscape } from '../../src/cli/junit.ts';
import type { GateRow } from '../../src/render/gate.ts';

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
        '<testsuites name="cloud-agent gate (failure)" tests="5" failures="1" errors="0" time="0">',
        '  <testsuite name="tests" tests="2" failures="0" errors="0" skipped="0" time="0">',
        '    <testcase name="Fix it (r1)" classname="cloud-agent.tests" time="0"/>',
        '    <testcase name="Fix it (r3)" classname="cloud-agent.tests" time="0"/>',
        '  </testsuite>',
        '  <testsuite name="docs" tests="3" failures="1" errors="0" skipped="0" time="0">',
        '    <testcase name="Fix it (r2)" classname="cloud-agent.docs" time="0">',
        '      <failure message="score 0 (fail) below the threshold 0.7" type="fail"></failure>',
        '    </testcase>',
        '    <testcase name="Fix it (r4)" classname="cloud-agent.docs" time="0"/>',
        '    <testcase name="Fix it (r5)" classname="cloud-agent.docs" time="0"/>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
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
      '      <failure message="no score below the threshold 0.7" type="fail"></failure>',
      '    <testcase name="r2" classname="cloud-agent.tests" time="0">',
      '      <failure message="score 0.3333 below the threshold 0.7" type="fail"></failure>',
      '      <error message="the judge&apos;s attempt failed" type="judge-error"></error>',
    ]);
  });

  it('line ends in names and reasons: references in attributes, kept in content; the host redacts first', () => {
    const xml = renderJUnit(
      [
        row({
          title: 'Fix\nit sk-secret-1',
          verdict: 'fail',
          score: 0,
          classification: 'fail',
          reason: 'Line one\nline two sk-secret-1',
        }),
      ],
      { conclusion: 'failure' },
      (text) => text.replaceAll('sk-secret-1', '[redacted]'),
    );
    expect(xml).toContain(
      '<testcase name="Fix&#10;it [redacted] (r1)" classname="cloud-agent.tests" time="0">',
    );
    expect(xml).toContain('type="fail">Line one\nline two [redacted]</failure>');
    expect(xml).not.toContain('sk-secret-1');
  });
});
