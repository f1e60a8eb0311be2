/**
 * `npm run demo` (scripts/demo.ts), run as a reader runs it: every scene shows what a user would see. The agent's
 * answer and its pull request in the final report, the report's heading, and how the comment (or the check)
 * changed while the step ran.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../scripts/demo.ts', import.meta.url));

let output = '';

beforeAll(async () => {
  // A scene that does not end as expected makes the demo exit 1: execFile rejects, and every test fails with it.
  const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT], {
    encoding: 'utf8',
    timeout: 170_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  output = stdout;
}, 180_000);

/** The text of scene `n`, from its heading to the next one. */
function scene(n: number): string {
  const start = output.indexOf(`━━ ${n}. `);
  expect(start, `scene ${n} in the demo's output`).toBeGreaterThanOrEqual(0);
  const end = output.indexOf('\n━━ ', start + 1);
  return output.slice(start, end < 0 ? undefined : end);
}

/** The sections of a scene (or of a step within it) that start with "── `title`", each to the next section. */
function parts(text: string, title: string): string[] {
  return text
    .split(/\n── /)
    .filter((s) => s.startsWith(title))
    .map((s) => s.split('\n━━ ')[0]!);
}

function part(text: string, title: string): string {
  const found = parts(text, title);
  expect(found, `one section "${title}"`).toHaveLength(1);
  return found[0]!;
}

/** The changes a section lists, each as its kind and the first word after it: "comment posted ⏳", "check created in_progress:". */
function changes(section: string): string[] {
  return [
    ...section.matchAll(
      /^ {4}\[\d\d:\d\d\] (comment posted|comment edited|reaction|check created|check updated) +(\S+)/gm,
    ),
  ].map((m) => `${m[1]} ${m[2]}`);
}

/** Consecutive repeats collapsed: how many progress edits a step made depends on the machine's timing. */
const collapsed = (list: string[]) => list.filter((item, i) => item !== list[i - 1]);

describe('npm run demo', () => {
  it('ends every scene as expected', () => {
    expect(output.trimEnd().split('\n').at(-1)).toBe('Every scene ended as expected.');
    for (const n of [1, 2, 3, 4, 5]) expect(scene(n)).not.toBe('');
  });

  it('1, a pull request run: the answer, the pull request, the live comment at work and the final report', () => {
    const text = scene(1);
    const report = part(text, 'the conversation on pull request #2 (https://github.com/acme/app/pull/2)');
    expect(report).toContain(
      '    ✅ Cloud agent run succeeded: Review: Update the README with new information\n',
    );
    expect(report).toContain(
      "    The agent's answer\n\n" +
        '    I reviewed the change to README.md. The new section reads well; I fixed two broken links and a typo ' +
        '("accidently" → "accidentally") and opened a pull request with those fixes.\n\n' +
        '    • Fixed links to the contributing guide and the licence\n' +
        '    • No other problems found\n',
    );
    expect(report).toContain('    • https://github.com/acme/app/pull/3 from agent/readme-fixes (open)\n');
    expect(part(text, 'the outputs')).toContain('pull-request-urls: ["https://github.com/acme/app/pull/3"]');

    const changed = part(text, 'what changed on GitHub while the step ran');
    expect(collapsed(changes(changed))).toEqual([
      'comment posted ⏳',
      'comment edited 🔄',
      'comment edited ✅',
    ]);
    // Posted as the run starts: on a loaded machine the first read may see it already claimed.
    expect(changed).toMatch(
      /\] comment posted {2}⏳ Cloud agent run (queued|being prepared|starting): Review: Update the README with new information\n {28}(QUEUED|PENDING|CLAIMED), \d+s\n/,
    );
    // While it worked, the comment showed the agent's steps, one of them at work.
    expect(changed).toMatch(/\n {28}INPROGRESS, \d+m \d+s; steps: [0-3] done, 1 at work\n/);
    expect(changed).toMatch(
      /\] comment edited {2}✅ Cloud agent run succeeded: Review: Update the README with new information\n {28}SUCCEEDED, 7m \d+s\n/,
    );
    expect(part(text, 'the tracking comment while the agent worked')).toContain('(in progress)');
  });

  it('2, a conversation in comments: the answer and its pull request on the issue; the outsider turned away', () => {
    const text = scene(2);
    const [asked, refused] = parts(
      text,
      'the conversation on issue #1 (https://github.com/acme/app/issues/1)',
    );
    expect(asked).toContain(
      '    ✅ Cloud agent run succeeded: Issue #1: Spelling error in the README file\n',
    );
    expect(asked).toContain(
      "    The agent's answer\n\n" +
        '    Fixed: "commmit" is now "commit" in the README. Pull request: https://github.com/acme/app/pull/4\n',
    );
    expect(asked).toContain('    • https://github.com/acme/app/pull/4 from agent/typo\n');
    expect(asked).toContain('  @Codertocat commented   👀 🚀\n');

    const [whileAsked, whileRefused] = parts(text, 'what changed on GitHub while the step ran');
    expect(changes(whileAsked!)).toEqual([
      'reaction 👀',
      'comment posted ⏳',
      'comment edited ✅',
      'reaction 🚀',
    ]);
    expect(whileAsked).toContain("reaction        👀 on @Codertocat's comment\n");
    expect(changes(whileRefused!)).toEqual(['comment posted @drive-by-user']);
    expect(refused).toContain(
      '    @drive-by-user thanks for asking, but only collaborators with write, maintain, admin permission can ' +
        'start the cloud agent on this repository.\n',
    );
    expect(text).toContain('service calls for that comment: none (runs created in this scene: 1)');
  });

  it("3, a failed run: the service's reason, the agent's last answer and its draft pull request", () => {
    const text = scene(3);
    const report = part(text, 'the conversation on pull request #2 (https://github.com/acme/app/pull/2)');
    expect(report).toContain(
      '    ❌ Cloud agent run failed: PR #2: Update the README with new information.\n',
    );
    expect(report).toContain('    │ FAILED (insufficient_credits): The team is out of credits\n');
    expect(report).toContain(
      "    The agent's answer\n\n" +
        '    I fixed the failing date test and opened a draft pull request; the README example still needs updating.\n',
    );
    expect(report).toContain('    • https://github.com/acme/app/pull/5 from agent/date-test (draft)\n');
    expect(report).toContain('    ▸ Steps (2)\n');
    const changed = part(text, 'what changed on GitHub while the step ran');
    expect(collapsed(changes(changed))).toEqual(['comment posted ⏳', 'comment edited ❌']);
    expect(changed).toMatch(/\n {28}FAILED, 1m 0s\n/);
    expect(part(text, 'the step log')).toMatch(
      /Error: run [\w-]+ ended FAILED \(insufficient_credits\): The team is out of credits\n/,
    );
  });

  it("4, the gate: the check's states, the report on the pull request, the scorer's reasons", () => {
    const text = scene(4);
    const report = part(text, 'the conversation on pull request #2 (https://github.com/acme/app/pull/2)');
    expect(report).toContain('    ❌ 1 of 2 runs passed (50%)\n');
    expect(report).toMatch(/Details in the check run \(https:\/\/github\.com\/acme\/app\/runs\/\d+\)/);
    const changed = part(text, 'what changed on GitHub while the step ran');
    expect(changes(changed)).toEqual([
      'check created in_progress:',
      'check updated completed,',
      'comment posted ❌',
    ]);
    expect(changed).toContain('check created   in_progress: Judging the runs\n');
    expect(changed).toContain('check updated   completed, failure: 1 of 2 runs passed (50%)\n');
    expect(part(text, 'the reasons, unfolded')).toContain(
      '    ▾ Reason: Refactor the lexer · tests pass\n    Two lexer tests fail after the refactor.\n\n' +
        '    ▾ Reason: Fix the parser · tests pass\n    The parser tests pass.\n',
    );
    expect(part(text, 'the outputs')).toMatch(/check-run-url: https:\/\/github\.com\/acme\/app\/runs\/\d+\n/);
  });

  it('5, plan first, then approve: the plan on the comment, the approval, the same comment ending with the pull request', () => {
    const text = scene(5);
    const [planned, approved] = parts(
      text,
      'the conversation on issue #1 (https://github.com/acme/app/issues/1)',
    );
    expect(planned).toContain('    📋 Plan ready for review: Issue #1: Spelling error in the README file\n');
    expect(planned).toContain(
      '    The plan\n\n' +
        '    1. Fix "commmit" in README.md.\n' +
        '    2. Add a spell check of the docs to CI (cspell, docs only).\n' +
        "    3. Add the project's words to cspell.json so that it passes today.\n\n" +
        '    Next: Reply @cloud-agent approve to carry out this plan, or @cloud-agent <what to change> to revise it.\n',
    );
    expect(planned).not.toContain('Pull requests');
    const [whilePlanned, whileApproved] = parts(text, 'what changed on GitHub while the step ran');
    expect(collapsed(changes(whilePlanned!))).toEqual([
      'reaction 👀',
      'comment posted ⏳',
      'comment edited 📋',
      'reaction 🚀',
    ]);
    const [plannedOutputs, approvedOutputs] = parts(text, 'the outputs');
    expect(plannedOutputs).toContain('    state: SUCCEEDED\n    plan-ready: true\n');

    // The approval is claimed (👍 on the tracking comment: one approval per plan), then edits the same comment: the
    // plan is carried out, and the report is the usual one.
    expect(collapsed(changes(whileApproved!))).toEqual([
      'reaction 👀',
      'reaction 👍',
      'comment edited ⏳',
      'comment edited ✅',
      'reaction 🚀',
    ]);
    expect(approved).toContain(
      '    ✅ Cloud agent run succeeded: Issue #1: Spelling error in the README file\n',
    );
    expect(whileApproved).toContain("reaction        👍 on @github-actions[bot]'s comment\n");
    expect(approved).toContain('    @Codertocat approved the plan: the agent carries it out.\n');
    expect(approved).toContain(
      "    The agent's answer\n\n" +
        '    Done as planned: the typo is fixed and CI now checks the spelling of the docs. Pull request: https://github.com/acme/app/pull/6\n',
    );
    expect(approved).toContain('    • https://github.com/acme/app/pull/6 from agent/spell-check\n');
    expect(approved).not.toContain('Plan ready for review');
    expect(approved).toContain('  @Codertocat commented   👀 🚀\n    @cloud-agent approve\n');
    expect(approvedOutputs).toContain(
      '    state: SUCCEEDED\n    plan-ready: false\n    pull-request-urls: ["https://github.com/acme/app/pull/6"]\n',
    );
    expect(text).toContain(
      'service calls that carried the plan out: 1 follow-up to the same run (runs created in this scene: 1)',
    );
  });
});
