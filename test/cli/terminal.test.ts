/**
 * src/cli/terminal.ts: the project's own reports as a terminal shows them, to the letter (headings, bold and lists
 * plainly, markers, escapes and HTML gone, tables aligned or a line a row, links with their URL, `<details>` open),
 * and src/cli/main.ts reportText: text on a terminal, markdown when piped or with --raw, bold only where colour is on.
 */
import { describe, expect, it } from 'vitest';
import { parseCommandLine, type Parsed } from '../../src/cli/args.ts';
import { reportText, type Io } from '../../src/cli/main.ts';
import { inline, renderMarkdown } from '../../src/cli/terminal.ts';

/** A run's report as render/report.ts writes it (test/render/report.test.ts holds it to the letter). */
const RUN_REPORT = `### ✅ Cloud agent run succeeded: PR #7: Fix the parser

Started from pull request #7 by [workflow run](https://github.com/acme/app/actions/runs/9001).

- **State**: \`SUCCEEDED\`
- **Duration**: 2m 30s
- **Cost**: 13.25 credits ≈ $0.13
- **Session**: [open the session](https://app.warp.dev/session/abc)
- **Run**: \`run-42\`

**The agent's answer**

Fixed the off-by-one in \`parse()\` and added tests.

**Pull requests**

- <https://github.com/acme/app/pull/8> from \`agent/fix-parser\` (open)

<sub>These links are signed and stop working at 12:15 UTC; the session keeps the files.</sub>

**Plans**

<details><summary>Parser fix</summary>

1. Find the bug
2. Fix it

</details>

<details><summary>Steps (1)</summary>

- **Fix the parser**
  - \`run_command\` \`npm test\` → completed

</details>

<!-- cloud-agent-action:state eyJ2IjoxfQ -->
<sub>To continue, run \`cloud-agent followup run-42 --message "..."\`.</sub>`;

const RUN_TEXT = `✅ Cloud agent run succeeded: PR #7: Fix the parser
───────────────────────────────────────────────────

Started from pull request #7 by workflow run (https://github.com/acme/app/actions/runs/9001).

• State: SUCCEEDED
• Duration: 2m 30s
• Cost: 13.25 credits ≈ $0.13
• Session: open the session (https://app.warp.dev/session/abc)
• Run: run-42

The agent's answer

Fixed the off-by-one in parse() and added tests.

Pull requests

• https://github.com/acme/app/pull/8 from agent/fix-parser (open)

These links are signed and stop working at 12:15 UTC; the session keeps the files.

Plans

Parser fix

1. Find the bug
2. Fix it

Steps (1)

• Fix the parser
  • run_command npm test → completed

To continue, run cloud-agent followup run-42 --message "...".`;

/** The weekly report's tables and chart, as render/weekly.ts writes them. */
const WEEKLY = [
  '## 📊 Runs of `acme/app`, last 7 days',
  '',
  '| | |',
  '|---|---:|',
  '| **Runs** | 3 |',
  '| **Success rate** | 66.7% (2 of 3 ended) |',
  '',
  '| Scorer | Pass rate | Passed |',
  '|:--|--:|--:|',
  '| tests pass | 75% | 3 |',
  '| a \\| b | 0% | 0 |',
  '',
  '```mermaid',
  'xychart-beta',
  '  title "Runs per day"',
  '```',
].join('\n');

describe('renderMarkdown: a report for the terminal', () => {
  it("a run's report: heading underlined, facts as a list, links with their URL, <details> open, comments gone", () => {
    expect(renderMarkdown(RUN_REPORT)).toBe(RUN_TEXT);
  });

  it('tables aligned, a header of empty cells not shown, a mermaid chart named', () => {
    expect(renderMarkdown(WEEKLY, { width: 80 })).toBe(
      [
        '📊 Runs of acme/app, last 7 days',
        '════════════════════════════════', // 📊 takes two columns
        '',
        'Runs          3',
        'Success rate  66.7% (2 of 3 ended)',
        '',
        'Scorer      Pass rate  Passed',
        'tests pass  75%        3',
        'a | b       0%         0',
        '',
        '[chart: Runs per day: a mermaid chart, in the markdown (--raw, --markdown <file>)]',
      ].join('\n'),
    );
  });

  it('a table wider than the terminal: a line a row, each cell after its header (names and values: name: value)', () => {
    expect(renderMarkdown(WEEKLY, { width: 27 }).split('\n').slice(3, 8)).toEqual([
      'Runs: 3',
      'Success rate: 66.7% (2 of 3 ended)',
      '',
      'Scorer: tests pass · Pass rate: 75% · Passed: 3',
      'Scorer: a | b · Pass rate: 0% · Passed: 0',
    ]);
    // The scorers' table takes 10 + 2 + 9 + 2 + 6 = 29 columns: it fits in 29, not in 28.
    expect(renderMarkdown(WEEKLY, { width: 29 }).split('\n')[6]).toBe('Scorer      Pass rate  Passed');
    expect(renderMarkdown(WEEKLY, { width: 28 }).split('\n')[6]).toBe(
      'Scorer: tests pass · Pass rate: 75% · Passed: 3',
    );
  });

  it('escapes, entities, emphasis (not inside a word), quotes, code blocks; terminal escapes in the text removed', () => {
    const md = [
      'Inspect \\_\\_init\\_\\_.py \\#12 \\*x\\* &lt;b&gt; &amp; _this_ snake_case_name',
      '> quoted **text**',
      '',
      '```',
      'npm test',
      '```',
      'A \u001b[31mred\u001b[0m word<br>and <sub>small</sub> print',
    ].join('\n');
    expect(renderMarkdown(md)).toBe(
      [
        'Inspect __init__.py #12 *x* <b> & this snake_case_name',
        '│ quoted text',
        '',
        '    npm test',
        'A red word and small print',
      ].join('\n'),
    );
  });

  it('code spans as written: their backslashes and stars kept, a backtick escaped outside them opens none', () => {
    expect(inline('`rm -rf build/\\*_tmp*` and `` a`b `` and \\`not code\\`')).toBe(
      'rm -rf build/\\*_tmp* and a`b and `not code`',
    );
  });

  it('a run of backticks no run of its length closes is text, as written; what follows is read on from after it', () => {
    expect(inline('an unclosed ``run` and **bold**')).toBe('an unclosed ``run` and bold');
    // The run of two stays; the single backticks after it still open and close a code span.
    expect(inline('``a `b*` **c**')).toBe('``a b* c');
    expect(renderMarkdown('- a ``b `c` ``` d')).toBe('• a ``b c ``` d');
  });

  it('colour on: headings and bold in ANSI bold, nothing else escaped; off: no escape at all', () => {
    expect(renderMarkdown('### **Tests**\n- **State**: `x`', { color: true })).toBe(
      '\u001b[1mTests\u001b[22m\n─────\n• \u001b[1mState\u001b[22m: x',
    );
    expect(renderMarkdown(RUN_REPORT, { color: false })).not.toContain('\u001b');
  });

  it("GitHub's view (fold, the demo's): <details> shown folded to its summary", () => {
    expect(
      renderMarkdown('<details><summary>Steps (1)</summary>\n\n- one\n\n</details>', { fold: true }),
    ).toBe('▸ Steps (1)');
  });
});

describe('reportText: what stdout shows of the report', () => {
  const io = (over: Partial<Io> = {}): Io => ({
    stdout: () => {},
    stderr: () => {},
    stdin: () => '',
    env: {},
    isTTY: false,
    ...over,
  });
  const parsed = (...flags: string[]) => parseCommandLine(['run', '--prompt', 'x', ...flags]) as Parsed;

  it('piped (stdout no terminal): the markdown as it is', async () => {
    expect(await reportText(RUN_REPORT, parsed(), io({ stdoutTTY: false }))).toBe(`${RUN_REPORT}\n`);
  });

  it('on a terminal: the text, bold on; --raw: the markdown', async () => {
    const text = await reportText(
      '### Done\n- **State**: ok',
      parsed(),
      io({ stdoutTTY: true, columns: 80 }),
    );
    expect(text).toBe('\u001b[1mDone\u001b[22m\n────\n• \u001b[1mState\u001b[22m: ok\n');
    expect(await reportText(RUN_REPORT, parsed('--raw'), io({ stdoutTTY: true }))).toBe(`${RUN_REPORT}\n`);
  });

  it('on a terminal with NO_COLOR or --no-color: the text without escapes', async () => {
    const expected = `${RUN_TEXT}\n`;
    expect(await reportText(RUN_REPORT, parsed(), io({ stdoutTTY: true, env: { NO_COLOR: '1' } }))).toBe(
      expected,
    );
    expect(await reportText(RUN_REPORT, parsed('--no-color'), io({ stdoutTTY: true }))).toBe(expected);
  });

  it("the terminal's width decides how a table is laid out", async () => {
    const narrow = await reportText(WEEKLY, parsed('--no-color'), io({ stdoutTTY: true, columns: 28 }));
    expect(narrow).toContain('\nScorer: tests pass · Pass rate: 75% · Passed: 3\n');
    const wide = await reportText(WEEKLY, parsed('--no-color'), io({ stdoutTTY: true, columns: 29 }));
    expect(wide).toContain('\nScorer      Pass rate  Passed\n');
  });
});
