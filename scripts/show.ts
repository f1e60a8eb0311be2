/**
 * Prints a step run against the simulator and the fake GitHub the way a user meets it: the step's log, the thread's
 * comments with their reactions, check runs, the job summary and the outputs, markdown rendered as GitHub shows it.
 * Shared by `npm run demo` and `npm run local`.
 */
import type { ActionRun } from '../test/e2e/harness.ts';
import type { World } from '../test/e2e/setup.ts';
import { renderMarkdown, runnerLog } from './terminal.ts';

const color = process.stdout.isTTY === true;
const EMOJI: Record<string, string> = {
  '+1': '👍',
  '-1': '👎',
  laugh: '😄',
  confused: '😕',
  heart: '❤️',
  hooray: '🎉',
  rocket: '🚀',
  eyes: '👀',
};

export function heading(title: string): void {
  const text = `━━ ${title} `;
  console.log(`\n${text}${'━'.repeat(Math.max(4, 100 - [...text].length))}\n`);
}

export function section(title: string): void {
  console.log(`\n── ${title}\n`);
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((l) => (l ? `    ${l}` : ''))
    .join('\n');
}

export interface ShowOptions {
  /** The issue or pull request whose comments to show. */
  thread?: number;
  /** Show comments from this index on (to skip those shown by an earlier step). */
  fromComment?: number;
  summary?: boolean;
  outputs?: string[] | 'all';
  /** Show the comment as it was while the agent worked: its last edit before the final report. */
  whileWorking?: boolean;
  /** Show the check runs on the fake GitHub (default true). */
  checks?: boolean;
}

/** The tracking comment's last body that showed the run at work (a checklist of steps), if any. */
function workingBody(world: World): string | undefined {
  return world.gh.requests
    .filter((r) => (r.method === 'POST' || r.method === 'PATCH') && /\/comments/.test(r.path))
    .map((r) => (r.body as { body?: string } | undefined)?.body ?? '')
    .filter((body) => body.includes('**Steps**') && body.includes('(in progress)'))
    .at(-1);
}

export function showStep(world: World, result: ActionRun, options: ShowOptions = {}): void {
  section('the step log');
  console.log(indent(runnerLog(result.stdout)) || '    (nothing)');
  if (result.stderr.trim()) console.log(indent(result.stderr.trim()));
  const outcome = result.code === 0 ? '✓ the step succeeded' : `✗ the step failed (exit code ${result.code})`;
  console.log(`\n    ${outcome}`);

  const working = options.whileWorking ? workingBody(world) : undefined;
  if (working) {
    section('the tracking comment while the agent worked (edited live)');
    console.log(indent(renderMarkdown(working, { color })));
  }

  if (options.thread !== undefined) {
    const comments = world.gh.state.commentsOf(options.thread).slice(options.fromComment ?? 0);
    section(`the conversation on #${options.thread}`);
    if (comments.length === 0) console.log('    (no comments)');
    for (const comment of comments) {
      const reactions = world.gh.state.reactions
        .filter((r) => r.subject.kind === 'issue_comment' && r.subject.id === comment.id)
        .map((r) => EMOJI[r.content] ?? r.content);
      const edited = comment.updated_at !== comment.created_at ? ' (edited)' : '';
      console.log(
        `  @${comment.user} commented${edited}${reactions.length ? `   ${reactions.join(' ')}` : ''}`,
      );
      console.log(`${indent(renderMarkdown(comment.body, { color }))}\n`);
    }
  }

  for (const check of options.checks === false ? [] : world.gh.state.checkRuns) {
    section(
      `the check "${check.name}" on ${check.head_sha.slice(0, 7)}: ${check.conclusion ?? check.status}`,
    );
    if (check.output.title) console.log(`    ${check.output.title}\n`);
    if (check.output.summary) console.log(indent(renderMarkdown(check.output.summary, { color })));
  }

  if (options.summary && result.summary.trim()) {
    section('the job summary');
    console.log(indent(renderMarkdown(result.summary, { color })));
  }
  const names = options.outputs === 'all' ? Object.keys(result.outputs) : (options.outputs ?? []);
  if (names.length) {
    section('the outputs');
    for (const name of names) {
      const value = result.outputs[name];
      if (value !== undefined)
        console.log(`    ${name}: ${value.length > 200 ? `${value.slice(0, 200)}…` : value}`);
    }
  }
}
