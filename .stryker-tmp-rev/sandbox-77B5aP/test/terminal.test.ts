/** scripts/terminal.ts: markdown and step logs shown as a user sees them on GitHub. */
import { describe, expect, it } from 'vitest';
import { inline, renderMarkdown, runnerLog } from '../scripts/terminal.ts';

describe('renderMarkdown', () => {
  it('shows headings, bold, code, links and images as text, and drops hidden comments', () => {
    const md = [
      '### ✅ Cloud agent run succeeded: **Fix** the `parser`',
      '',
      'Started from [workflow run](https://github.com/acme/app/actions/runs/9).',
      'See https://example.com and ![The page](https://x.test/p.png).',
      '',
      '<!-- cloud-agent-action:state eyJ2IjoxfQ -->',
      '<!--',
      'two lines',
      '-->',
      '<sub>Links expire at 11:03 UTC &amp; then 404.</sub>',
    ].join('\n');
    expect(renderMarkdown(md)).toBe(
      [
        '✅ Cloud agent run succeeded: Fix the parser',
        '─'.repeat(44), // the heading's width on screen: ✅ takes two columns
        '',
        'Started from workflow run (https://github.com/acme/app/actions/runs/9).',
        'See https://example.com and [image: The page] (https://x.test/p.png).',
        '',
        'Links expire at 11:03 UTC & then 404.',
      ].join('\n'),
    );
  });

  it('shows escaped punctuation and autolinks as text, and code spans as written (their backslashes kept)', () => {
    expect(inline('Inspect \\_\\_init\\_\\_.py \\#12 \\*x\\* \\<b\\>')).toBe(
      'Inspect __init__.py #12 *x* <b>',
    );
    expect(inline('- <https://github.com/acme/app/pull/3> from `agent/readme`')).toBe(
      '- https://github.com/acme/app/pull/3 from agent/readme',
    );
    expect(inline('`rm -rf build/\\*_tmp*` and `` a`b `` and `` `x` ``')).toBe(
      'rm -rf build/\\*_tmp* and a`b and `x`',
    );
    expect(inline('[\\#12 crash](https://x.test/i)')).toBe('#12 crash (https://x.test/i)');
  });

  it('folds <details> to its summary, nested ones included, and keeps what follows', () => {
    const md = [
      '**Plans**',
      '',
      '<details><summary>Plan: <b>README</b> review</summary>',
      '',
      '1. Read the diff',
      '<details><summary>inner</summary>hidden</details>',
      '2. Fix',
      '',
      '</details>',
      '',
      '<details>',
      '<summary>Steps (1)</summary>',
      '',
      '- step',
      '</details>',
      'after',
    ].join('\n');
    expect(renderMarkdown(md)).toBe('Plans\n\n▸ Plan: README review\n\n▸ Steps (1)\nafter');
  });

  it('aligns tables, without the separator row or an empty header', () => {
    const md = [
      '| | |',
      '|---|---|',
      '| State | `SUCCEEDED` |',
      '| Duration | 1m 35s |',
      '| a \\| b | [x](https://y) |',
    ].join('\n');
    expect(renderMarkdown(md)).toBe(
      ['State     SUCCEEDED', 'Duration  1m 35s', 'a | b     x (https://y)'].join('\n'),
    );
  });

  it('shows quotes, lists, code blocks and mermaid charts as a reader sees them', () => {
    const md = [
      '> **FAILED** (`insufficient_credits`): out of credits',
      '- one',
      '  * two',
      '```ts',
      'const a = 1;',
      '```',
      '```mermaid',
      'xychart-beta',
      '  title "tests pass: pass rate by day"',
      '  x-axis [a, b]',
      '```',
    ].join('\n');
    expect(renderMarkdown(md)).toBe(
      [
        '│ FAILED (insufficient_credits): out of credits',
        '• one',
        '  • two',
        '    const a = 1;',
        '[chart: tests pass: pass rate by day, drawn by GitHub from a mermaid block]',
      ].join('\n'),
    );
  });

  it('uses ANSI bold only when asked', () => {
    expect(inline('a **b** c', { color: true })).toBe('a \x1b[1mb\x1b[22m c');
    expect(renderMarkdown('# Title', { color: true })).toBe('\x1b[1mTitle\x1b[22m\n═════');
  });
});

describe('runnerLog', () => {
  it('labels annotations, opens groups, and hides masks, debug, state and blank lines', () => {
    const stdout = [
      '::add-mask::sk-secret',
      'started run r1 (QUEUED)',
      '::debug::polling',
      '',
      '::group::Details',
      'inside',
      '::endgroup::',
      '::warning::run r1 is BLOCKED%0Aanswer it',
      '::error title=Run failed::run r1 ended FAILED: 100%25 used',
      '::notice::done',
      '::save-state name=x::1',
    ].join('\n');
    expect(runnerLog(stdout)).toBe(
      [
        'started run r1 (QUEUED)',
        '▾ Details',
        '  inside',
        'Warning: run r1 is BLOCKED\nanswer it',
        'Error: run r1 ended FAILED: 100% used',
        'Notice: done',
      ].join('\n'),
    );
  });
});
