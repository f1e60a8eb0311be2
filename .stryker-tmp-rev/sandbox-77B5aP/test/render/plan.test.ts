import { describe, expect, it } from 'vitest';
import {
  centredPlan,
  notPlannedLine,
  planBody,
  planSection,
  PLAN_FOLD_LINES,
} from '../../src/render/plan.ts';
import { renderReport, type ReportInput } from '../../src/render/report.ts';
import type { RunItem } from '../../src/client/index.ts';

describe('the plan at the centre', () => {
  it('picks the plan named, else the newest', () => {
    const plans = [{ uid: 'a' }, { uid: 'b' }, {}];
    expect(centredPlan(plans, 'a')).toBe(plans[0]);
    expect(centredPlan(plans, 'zz')).toBe(plans[2]);
    expect(centredPlan(plans, undefined)).toBe(plans[2]);
    expect(centredPlan([], 'a')).toBeUndefined();
  });

  it('a short plan whole; a long one folded under its title and length', () => {
    expect(planBody('Dark mode', '\n1. Do it\n2. Test it\n', undefined, 1000)).toBe('1. Do it\n2. Test it');
    const long = Array.from({ length: PLAN_FOLD_LINES + 1 }, (_, i) => `${i + 1}. step`).join('\n');
    expect(planBody('Dark <mode>', long, undefined, 10_000)).toBe(
      `<details><summary>Dark &lt;mode&gt; (41 lines)</summary>\n\n${long}\n\n</details>`,
    );
    const exact = Array.from({ length: PLAN_FOLD_LINES }, () => 'x').join('\n');
    expect(planBody('t', exact, undefined, 10_000)).toBe(exact);
  });

  it('a plan too long for the room is cut, with a link to the whole plan (or the session)', () => {
    const text = 'word '.repeat(400).trim();
    const withLink = planBody('t', text, 'https://app.example/plan/1', 500);
    expect(withLink.length).toBeLessThanOrEqual(500);
    expect(withLink).toMatch(
      /_… The plan cut here: [\d,]+ more characters\._\n\n\[Read the whole plan\]\(https:\/\/app\.example\/plan\/1\)\.$/,
    );
    const withoutLink = planBody('t', text, undefined, 500);
    expect(withoutLink).toMatch(/\n\nThe session shows the whole plan\.$/);
    expect(planBody('t', text, 'javascript:alert(1)', 500)).toMatch(/The session shows the whole plan\.$/);
  });

  it('a plan without text: its link, or where to find it', () => {
    expect(planBody('t', '  ', 'https://app.example/p', 100)).toBe('[Open the plan](https://app.example/p)');
    expect(planBody('t', undefined, undefined, 100)).toBe(
      "_The service shows none of the plan's text here; the session has it._",
    );
  });

  it('a plan whose text could not be read: said so, whatever its link; a text in hand is shown', () => {
    const unread =
      "_The plan's text could not be read from the service just now; the session has it. An approval by comment waits until a report shows it here._";
    expect(planBody('t', undefined, undefined, 100, true)).toBe(unread);
    expect(planBody('t', undefined, 'https://app.example/p', 100, true)).toBe(unread);
    expect(planBody('t', '1. x', undefined, 100, true)).toBe('1. x');
  });

  it('untrusted text in the plan is neutralized', () => {
    // A word joiner after the @ (no mention), the comment opener shown as text (no hidden HTML, no marker).
    expect(planBody('t', 'ping @octocat <!-- x -->', undefined, 1000)).toBe(
      'ping @\u2060octocat &lt;!-- x -->',
    );
  });

  it('the section: the plan, then what to do next', () => {
    expect(planSection('1. x', 'Reply `@a approve`.')).toBe(
      '**The plan**\n\n1. x\n\n**Next:** Reply `@a approve`.',
    );
    expect(planSection('1. x', undefined)).toBe('**The plan**\n\n1. x');
  });

  it('says plainly when the service did not plan', () => {
    expect(notPlannedLine('no-plan')).toBe(
      '⚠️ The agent was asked for a plan, but the service did not plan: the run ended without a new plan.',
    );
    expect(notPlannedLine('pull-request')).toBe(
      '⚠️ The agent was asked for a plan, but the service did the work instead: the run opened a pull request and left no new plan.',
    );
  });
});

describe('a report with a plan waiting', () => {
  const run = (state: string): RunItem =>
    ({ run_id: 'r1', title: 'Add dark mode', state, created_at: '2026-11-27T00:00:00Z' }) as RunItem;
  const input = (state: string, phase: ReportInput['phase']): ReportInput => ({
    run: run(state),
    phase,
    now: Date.parse('2026-11-27T00:10:00Z'),
    followupHint: 'Reply to continue.',
    artifacts: [
      { type: 'PLAN', uid: 'old', title: 'First try', content: 'Old plan.' },
      { type: 'PLAN', uid: 'new', title: 'Second try', content: 'New plan.' },
    ],
    plan: { state: 'waiting', uid: 'new', next: 'Reply `@cloud-agent approve`.' },
  });

  it('puts the named plan first, the older ones under earlier plans, and drops the follow-up footer', () => {
    const text = renderReport(input('SUCCEEDED', 'final'));
    expect(text.startsWith('### 📋 Plan ready for review: Add dark mode')).toBe(true);
    const centre = text.indexOf('**The plan**\n\nNew plan.\n\n**Next:** Reply `@cloud-agent approve`.');
    const earlier = text.indexOf('**Earlier plans**');
    expect(centre).toBeGreaterThan(0);
    expect(earlier).toBeGreaterThan(centre);
    expect(text).toContain('Old plan.');
    expect(text.match(/New plan\./g)).toHaveLength(1);
    expect(text).not.toContain('<sub>Reply to continue.</sub>');
  });

  it('a BLOCKED run with a plan waiting shows the plan, not "waiting for you"', () => {
    const text = renderReport(input('BLOCKED', 'blocked'));
    expect(text.startsWith('### 📋 Plan ready for review: Add dark mode')).toBe(true);
    expect(text).not.toContain('The agent is waiting for you');
  });

  it('a plan waiting is not claimed while the run works', () => {
    const text = renderReport(input('INPROGRESS', 'running'));
    expect(text).not.toContain('Plan ready for review');
    expect(text).not.toContain('**The plan**');
  });
});
